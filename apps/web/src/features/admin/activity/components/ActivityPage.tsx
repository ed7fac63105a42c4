import HistoryOutlinedIcon from '@mui/icons-material/HistoryOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  AUDIT_ENTITY_TYPES,
  AUDIT_PAGE_SIZE,
  type AuditEntityType,
  type AuditEntry,
  MESSAGES,
} from '@seaside/contract';
import dayjs from 'dayjs';
import { useSearchParams } from 'react-router';
import { fontStacks } from '@/styles/tokens';
import { FilterSelect } from '../../shared/FilterSelect';
import { ListLoadFailed, ListLoading } from '../../shared/LoadStates';
import { PageHeader } from '../../shared/PageHeader';
import { useAuditList } from '../hooks/useAuditList';
import { actionText, changedFields, KIND_LABELS } from '../lib/audit-diff';
import { entrySubject } from '../lib/audit-fields';

const o = MESSAGES.ops;

const KIND_OPTIONS: { value: AuditEntityType | 'all'; label: string }[] = [
  { value: 'all', label: 'All' },
  ...AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: KIND_LABELS[type] })),
];

/** The changed fields of a record, before → after, one line each (stacked on phones). */
function Changes({ entry }: { entry: AuditEntry }) {
  const changes = changedFields(entry.before, entry.after);
  if (changes.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 1.5,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 0.75 },
        fontSize: '0.875rem',
      }}
    >
      {changes.map((change) => (
        <Box key={change.field} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600, color: 'text.secondary', mt: { xs: 0.75, sm: 0 } }}>
            {change.label}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {change.before === undefined ? null : (
              <Box
                component={change.after === undefined ? 'span' : 'del'}
                sx={{ color: change.after === undefined ? 'text.primary' : 'error.dark' }}
              >
                {change.before}
              </Box>
            )}
            {change.before !== undefined && change.after !== undefined ? (
              <Box component="span" aria-label="changed to" sx={{ mx: 1, color: 'text.secondary' }}>
                →
              </Box>
            ) : null}
            {change.after === undefined ? null : (
              <Box
                component={change.before === undefined ? 'span' : 'ins'}
                sx={{
                  color: change.before === undefined ? 'text.primary' : 'success.dark',
                  textDecoration: 'none',
                  fontWeight: change.before === undefined ? 400 : 600,
                }}
              >
                {change.after}
              </Box>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

function Entry({ entry }: { entry: AuditEntry }) {
  const kind = KIND_LABELS[entry.entityType as AuditEntityType] ?? entry.entityType;
  const subject = entrySubject(entry.before, entry.after);
  return (
    <Paper component="li" variant="outlined" sx={{ borderRadius: '16px', p: { xs: 2, sm: 2.5 } }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ justifyContent: 'space-between', gap: 0.5 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Typography sx={{ fontWeight: 700 }}>{actionText(entry.action)}</Typography>
          <Chip size="small" label={kind} variant="outlined" />
        </Stack>
        <Typography variant="body2" color="text.secondary" component="time" dateTime={entry.at}>
          {dayjs(entry.at).format('DD MMM YYYY, HH:mm:ss')}
        </Typography>
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        By {entry.actor} · {subject ? `${subject} · ` : ''}
        {entry.entityId === '*' ? (
          'all'
        ) : (
          // The record's id, for looking it up: set as an identifier, not as prose.
          <Box component="code" sx={{ fontFamily: fontStacks.mono, fontSize: '0.8125rem' }}>
            {entry.entityId}
          </Box>
        )}
      </Typography>
      <Changes entry={entry} />
    </Paper>
  );
}

/** Page and kind live in the address, so a reload, Back or a shared link keeps them. */
function useActivityState() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const rawKind = params.get('kind') ?? '';
  const kind: AuditEntityType | 'all' = (AUDIT_ENTITY_TYPES as readonly string[]).includes(rawKind)
    ? (rawKind as AuditEntityType)
    : 'all';
  const show = (next: { page: number; kind: AuditEntityType | 'all' }) => {
    const out = new URLSearchParams();
    if (next.kind !== 'all') out.set('kind', next.kind);
    if (next.page > 1) out.set('page', String(next.page));
    setParams(out, { replace: true });
  };
  return { page, kind, show };
}

/** Activity (/admin/activity, operations.md section 6): who changed what, newest first. */
export function ActivityPage() {
  const { page, kind, show } = useActivityState();
  const list = useAuditList(page, kind === 'all' ? undefined : kind);
  const pages = Math.ceil((list.data?.total ?? 0) / AUDIT_PAGE_SIZE);

  return (
    <Box sx={{ maxWidth: 1000, mx: 'auto' }}>
      <PageHeader
        title={o.activityTitle}
        subtitle="Every change to bookings, dates, clues and messages, and every sign-in."
      />
      <Stack
        direction="row"
        sx={{ mb: 2, alignItems: 'center', gap: 2, flexWrap: 'wrap' }}
        role="toolbar"
        aria-label="Activity filter"
      >
        <FilterSelect
          id="activity-kind"
          label="Kind"
          value={kind}
          options={KIND_OPTIONS}
          minWidth={180}
          onChange={(value) => show({ kind: value, page: 1 })}
        />
        {list.data ? (
          <Typography variant="body2" color="text.secondary">
            {list.data.total} {list.data.total === 1 ? 'record' : 'records'}
          </Typography>
        ) : null}
      </Stack>

      <Box sx={{ height: 4, mb: 1 }}>
        {list.isFetching && list.data ? <LinearProgress aria-label="Updating" /> : null}
      </Box>

      {list.isPending ? (
        <ListLoading label="Loading the activity" />
      ) : list.isError && !list.data ? (
        <ListLoadFailed message={o.activityLoadFailed} onRetry={() => void list.refetch()} />
      ) : list.data.entries.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: '20px', py: 6, px: 2, textAlign: 'center' }}>
          <HistoryOutlinedIcon sx={{ fontSize: 44, mb: 1, color: 'secondary.light' }} aria-hidden="true" />
          <Typography sx={{ fontWeight: 600 }}>{o.activityEmpty}</Typography>
        </Paper>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Activity">
          {list.data.entries.map((entry) => (
            <Entry key={entry.id} entry={entry} />
          ))}
        </Stack>
      )}

      {pages > 1 ? (
        <Stack sx={{ alignItems: 'center', py: 3 }}>
          <Pagination
            count={pages}
            page={page}
            onChange={(_, value) => {
              show({ kind, page: value });
              // The next page is read from its first entry, not from where this one ended.
              window.scrollTo({ top: 0 });
            }}
            color="secondary"
            shape="rounded"
            siblingCount={0}
            aria-label="Activity pages"
          />
        </Stack>
      ) : null}
    </Box>
  );
}
