import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import Box from '@mui/material/Box';
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
import { isImageConfigKey, MESSAGES, type MessageConfig } from '@seaside/contract';
import { useState } from 'react';
import { StatusChip } from '../../shared/StatusChip';
import { headCellSx } from '../../shared/table';
import { configLabel, formatUpdatedAt, previewValue } from '../lib/config-display';

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

export interface MessagesListProps {
  rows: MessageConfig[];
  /** Keys whose status change is on its way. */
  pendingKeys: ReadonlySet<string>;
  onToggle: (config: MessageConfig) => void;
  onEdit: (config: MessageConfig) => void;
}

/** The messages as a six-column table, or one card per message below about 870 px of content width. */
export function MessagesList({ rows, pendingKeys, onToggle, onEdit }: MessagesListProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('lg'));
  const empty = (
    <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <ForumOutlinedIcon sx={{ fontSize: 44, mb: 1, color: 'secondary.light' }} aria-hidden="true" />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{c.empty}</Typography>
    </Box>
  );

  if (phone) {
    return rows.length === 0 ? (
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
              <Actions config={config} pending={pendingKeys.has(config.key)} onToggle={onToggle} onEdit={onEdit} />
            </Stack>
          </Paper>
        ))}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
      <Table aria-label="Messages" sx={{ tableLayout: 'fixed' }}>
        <TableHead>
          <TableRow>
            {HEAD.map(({ label, width }) => (
              <TableCell
                key={label}
                align={label === 'Actions' ? 'right' : 'left'}
                style={width ? { width } : undefined}
                sx={{ ...headCellSx, bgcolor: 'sand.light' }}
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
                  <Actions config={config} pending={pendingKeys.has(config.key)} onToggle={onToggle} onEdit={onEdit} />
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
