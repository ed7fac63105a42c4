import CachedIcon from '@mui/icons-material/Cached';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTheme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { type ConfigUpdateRequest, isImageConfigKey, MESSAGES, type MessageConfig } from '@seaside/contract';
import { type ReactNode, useEffect, useState } from 'react';
import { useToast } from '@/components/feedback';
import { serverMessage } from '@/lib/api-client';
import { HuntPageHeader } from '../../layout/HuntPageHeader';
import { ListLoadFailed, ListLoading } from '../../layout/LoadStates';
import { StatusChip } from '../../layout/StatusChip';
import { useConfigs, useRefreshConfigCache, useToggleConfig, useUpdateConfig } from '../api/configs';
import { configLabel, formatUpdatedAt, previewValue } from '../lib/config-display';
import { EditMessageDialog } from './EditMessageDialog';

const c = MESSAGES.configs;

function KeyCell({ config }: { config: MessageConfig }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {configLabel(config.key)}
      </Typography>
      <Typography component="code" variant="caption" sx={{ fontFamily: 'monospace', color: 'text.secondary' }}>
        {config.key}
      </Typography>
    </Box>
  );
}

function ValueCell({ config }: { config: MessageConfig }) {
  const image = isImageConfigKey(config.key);
  const [broken, setBroken] = useState(false);
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
      {image && !broken ? (
        <Box
          component="img"
          src={config.value}
          alt=""
          onError={() => setBroken(true)}
          sx={{
            width: 72,
            height: 48,
            objectFit: 'contain',
            borderRadius: 1.5,
            border: '1px solid',
            borderColor: 'divider',
            flexShrink: 0,
            bgcolor: 'sand.light',
          }}
        />
      ) : null}
      <Typography
        variant="body2"
        title={config.value.length > 300 ? undefined : config.value}
        sx={{
          overflowWrap: 'anywhere',
          fontFamily: image ? 'monospace' : undefined,
          fontSize: image ? '0.8rem' : undefined,
          color: image ? 'text.secondary' : 'text.primary',
        }}
      >
        {previewValue(config.key, config.value)}
      </Typography>
    </Stack>
  );
}

function UpdatedCell({ config }: { config: MessageConfig }) {
  return (
    <Box>
      <Typography variant="body2">{formatUpdatedAt(config.updatedAt)}</Typography>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        by {config.updatedBy ?? 'system'}
      </Typography>
    </Box>
  );
}

interface ActionsProps {
  config: MessageConfig;
  pending: boolean;
  onToggle: (config: MessageConfig) => void;
  onEdit: (config: MessageConfig) => void;
}

function Actions({ config, pending, onToggle, onEdit }: ActionsProps) {
  return (
    <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'flex-end' }}>
      <Tooltip title={config.isActive ? 'Deactivate' : 'Activate'}>
        <Switch
          color="success"
          checked={config.isActive}
          onChange={() => onToggle(config)}
          disabled={pending}
          slotProps={{ input: { 'aria-label': `${config.isActive ? 'Deactivate' : 'Activate'} ${config.key}` } }}
        />
      </Tooltip>
      <Tooltip title="Edit">
        <IconButton aria-label={`Edit ${config.key}`} onClick={() => onEdit(config)}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </Stack>
  );
}

const HEAD: { label: string; width?: number }[] = [
  { label: 'Message Type', width: 150 },
  { label: 'Status', width: 100 },
  { label: 'Current Value' },
  { label: 'Description' },
  { label: 'Last Updated', width: 132 },
  { label: 'Actions', width: 124 },
];

/** Messages Configuration (/admin/message-config, product spec sections 2, 4, 5 and 8). */
export function MessagesPage() {
  const toast = useToast();
  const theme = useTheme();
  // The six-column table needs about 870 px of content width; below that, one card per message.
  const phone = useMediaQuery(theme.breakpoints.down('lg'));
  const query = useConfigs();
  const toggle = useToggleConfig();
  const update = useUpdateConfig();
  const refresh = useRefreshConfigCache();
  const [editing, setEditing] = useState<MessageConfig | null>(null);
  const [pendingKeys, setPendingKeys] = useState<ReadonlySet<string>>(new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failed load (errorUpdatedAt changes on each)
  useEffect(() => {
    if (query.isError) toast.error(c.fetchFailed);
  }, [query.isError, query.errorUpdatedAt, toast]);

  const handleToggle = (config: MessageConfig) => {
    setPendingKeys((prev) => new Set(prev).add(config.key));
    toggle.mutate(
      { key: config.key, isActive: !config.isActive },
      {
        onSuccess: () => toast.success(c.toggled),
        onError: () => toast.error(c.toggleFailed),
        onSettled: () =>
          setPendingKeys((prev) => {
            const next = new Set(prev);
            next.delete(config.key);
            return next;
          }),
      },
    );
  };

  const handleSave = (key: string, body: ConfigUpdateRequest) => {
    update.mutate(
      { key, body },
      {
        onSuccess: () => {
          toast.success(c.updated);
          setEditing(null);
        },
        onError: (error) => toast.error(serverMessage(error, c.updateFailed)),
      },
    );
  };

  const handleRefresh = () => {
    refresh.mutate(undefined, {
      onSuccess: () => toast.success(c.refreshed),
      onError: () => toast.error(c.refreshFailed),
    });
  };

  const rows = query.data ?? [];
  const empty = (
    <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <ForumOutlinedIcon sx={{ fontSize: 44, mb: 1, color: 'secondary.light' }} aria-hidden="true" />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{c.empty}</Typography>
    </Box>
  );

  let content: ReactNode;
  if (query.isPending) {
    content = <ListLoading label="Loading messages" />;
  } else if (query.isError && !query.data) {
    content = <ListLoadFailed message={c.fetchFailed} onRetry={() => void query.refetch()} />;
  } else if (phone) {
    content =
      rows.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: 3 }}>
          {empty}
        </Paper>
      ) : (
        <Stack component="ul" aria-label="Messages" spacing={1.25} sx={{ p: 0, m: 0 }}>
          {rows.map((config) => (
            <Paper
              key={config._id}
              component="li"
              variant="outlined"
              sx={{ listStyle: 'none', p: 1.75, borderRadius: 3 }}
            >
              <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
                <KeyCell config={config} />
                <StatusChip active={config.isActive} />
              </Stack>
              <Box sx={{ my: 1.5 }}>
                <ValueCell config={config} />
              </Box>
              {config.description ? (
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1.25, overflowWrap: 'anywhere' }}>
                  {config.description}
                </Typography>
              ) : null}
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                <UpdatedCell config={config} />
                <Actions
                  config={config}
                  pending={pendingKeys.has(config.key)}
                  onToggle={handleToggle}
                  onEdit={setEditing}
                />
              </Stack>
            </Paper>
          ))}
        </Stack>
      );
  } else {
    content = (
      <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
        <Table aria-label="Messages" sx={{ tableLayout: 'fixed' }}>
          <TableHead>
            <TableRow>
              {HEAD.map(({ label, width }) => (
                <TableCell
                  key={label}
                  align={label === 'Actions' ? 'right' : 'left'}
                  style={width ? { width } : undefined}
                  sx={{
                    fontWeight: 700,
                    letterSpacing: '0.08em',
                    fontSize: '0.75rem',
                    textTransform: 'uppercase',
                    color: 'text.secondary',
                    bgcolor: 'sand.light',
                  }}
                >
                  {label}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={HEAD.length} sx={{ border: 0 }}>
                  {empty}
                </TableCell>
              </TableRow>
            ) : (
              rows.map((config) => (
                <TableRow key={config._id} hover sx={{ verticalAlign: 'top', opacity: config.isActive ? 1 : 0.75 }}>
                  <TableCell sx={{ overflowWrap: 'anywhere' }}>
                    <KeyCell config={config} />
                  </TableCell>
                  <TableCell>
                    <StatusChip active={config.isActive} />
                  </TableCell>
                  <TableCell>
                    <ValueCell config={config} />
                  </TableCell>
                  <TableCell>
                    <Typography
                      variant="body2"
                      sx={{
                        color: 'text.secondary',
                        display: '-webkit-box',
                        WebkitLineClamp: 4,
                        WebkitBoxOrient: 'vertical',
                        overflow: 'hidden',
                        overflowWrap: 'anywhere',
                      }}
                    >
                      {config.description || '—'}
                    </Typography>
                  </TableCell>
                  <TableCell>
                    <UpdatedCell config={config} />
                  </TableCell>
                  <TableCell align="right">
                    <Actions
                      config={config}
                      pending={pendingKeys.has(config.key)}
                      onToggle={handleToggle}
                      onEdit={setEditing}
                    />
                  </TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </TableContainer>
    );
  }

  return (
    <Box sx={{ maxWidth: 1280, mx: 'auto', pt: { xs: 2.5, md: 4 } }}>
      <HuntPageHeader
        title="Messages Configuration"
        subtitle="Everything the hunt's chat says, and the vouchers it hands out."
        mb={2.5}
        action={
          <Button
            variant="outlined"
            startIcon={refresh.isPending ? <CircularProgress size={16} /> : <CachedIcon />}
            onClick={handleRefresh}
            disabled={refresh.isPending}
          >
            Refresh Cache
          </Button>
        }
      />

      <Alert severity="info" sx={{ mb: 2.5 }}>
        These messages are sent by the treasure-hunt chat. Saved changes reach running games at once; an inactive
        message is not sent. In texts, {'{teamName}'}, {'{teamSize}'}, {'{shopName}'} and {'{pubName}'} are replaced
        with the team's details. Use Refresh Cache if the game does not show a change made elsewhere.
      </Alert>

      {content}

      <EditMessageDialog
        config={editing}
        saving={update.isPending}
        onClose={() => setEditing(null)}
        onSave={handleSave}
        onEmpty={() => toast.error(c.valueEmpty)}
      />
    </Box>
  );
}
