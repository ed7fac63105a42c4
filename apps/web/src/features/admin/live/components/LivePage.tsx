import ForumOutlinedIcon from '@mui/icons-material/ForumOutlined';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
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
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import {
  DATE_FORMAT_PICKER,
  isCalendarDate,
  isDateInRange,
  type LiveBoardResponse,
  type LiveTeam,
  MESSAGES,
} from '@seaside/contract';
import dayjs from 'dayjs';
import 'dayjs/locale/en-gb';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useRuntimeConfig } from '@/config/runtime';
import { useDateDraft } from '../../shared/hooks/useDateDraft';
import {
  HideFromLeaderboardButton,
  HideLeaderboardDialog,
  LeaderboardName,
  type NamedEntry,
} from '../../shared/LeaderboardEntry';
import { ListLoadFailed, ListLoading } from '../../shared/LoadStates';
import { PageHeader } from '../../shared/PageHeader';
import { RowActionButton } from '../../shared/RowActionButton';
import { headCellSx } from '../../shared/table';
import { LIVE_KEY, useLiveBoard } from '../hooks/useLiveBoard';
import { clueProgress, STATE_LABELS, teamTime, timeAgo } from '../lib/live-format';
import { TranscriptDialog } from './TranscriptDialog';

const o = MESSAGES.ops;

const STATE_COLORS = { not_started: 'default', playing: 'info', paused: 'warning', completed: 'success' } as const;

function StateChips({ team }: { team: LiveTeam }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ flexWrap: 'wrap', rowGap: 0.75 }}>
      <Chip
        size="small"
        label={STATE_LABELS[team.state]}
        color={STATE_COLORS[team.state]}
        variant={team.state === 'not_started' ? 'outlined' : 'filled'}
        sx={{ fontWeight: 600 }}
      />
      {team.stuck ? <Chip size="small" label={o.stuck} color="error" sx={{ fontWeight: 700 }} /> : null}
    </Stack>
  );
}

type Open = (team: LiveTeam) => void;

/** What a row or card of the board does: open the conversation, or ask to hide the leaderboard entry. */
interface TeamActions {
  onOpen: Open;
  onHide: (entry: NamedEntry) => void;
}

function HideButton({
  team,
  onHide,
  compact = false,
}: {
  team: LiveTeam;
  onHide: TeamActions['onHide'];
  compact?: boolean;
}) {
  return (
    <HideFromLeaderboardButton
      bookingId={team.bookingId}
      name={team.leaderboardName}
      hidden={team.leaderboardHidden}
      onHide={onHide}
      compact={compact}
    />
  );
}

const minutes = (n: number) => (n === 1 ? '1 minute' : `${n} minutes`);

/** The full button on the phone cards; an icon in the table, where width is short. */
function ConversationButton({ team, onOpen, compact = false }: { team: LiveTeam; onOpen: Open; compact?: boolean }) {
  return (
    <RowActionButton
      label="Conversation"
      accessibleName={`Conversation of ${team.teamName}`}
      icon={<ForumOutlinedIcon />}
      onClick={() => onOpen(team)}
      compact={compact}
    />
  );
}

function BoardTable({ board, onOpen, onHide }: { board: LiveBoardResponse } & TeamActions) {
  const { venueTimeZone } = useRuntimeConfig();
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: '20px' }}>
      {/* Narrow cells and wrapping heads: the whole row fits beside the drawer at 1280 px. */}
      <Table aria-label="Teams of the day" sx={{ '& .MuiTableCell-root': { px: 1.5 } }}>
        <TableHead>
          <TableRow>
            {['TEAM', 'STATE', 'CLUE', 'TIME', 'HINTS', 'WRONG GUESSES', 'LAST ACTIVITY'].map((label) => (
              <TableCell key={label} sx={{ ...headCellSx, whiteSpace: 'normal' }}>
                {label}
              </TableCell>
            ))}
            <TableCell sx={headCellSx} align="right">
              ACTIONS
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {board.teams.map((team) => (
            <TableRow key={team.bookingId} hover sx={team.stuck ? { bgcolor: 'rgba(211, 47, 47, 0.04)' } : undefined}>
              <TableCell sx={{ minWidth: 150 }}>
                <Typography sx={{ fontWeight: 600 }}>{team.teamName}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {team.teamSize} players
                </Typography>
                <LeaderboardName name={team.leaderboardName} hidden={team.leaderboardHidden} />
              </TableCell>
              <TableCell>
                <StateChips team={team} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{clueProgress(team, board.clueCount)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{teamTime(team, board, venueTimeZone)}</TableCell>
              <TableCell>{team.hintsUsed}</TableCell>
              <TableCell>{team.wrongGuesses}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{timeAgo(team.lastActivityAt, board.now)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <HideButton team={team} onHide={onHide} compact />
                <ConversationButton team={team} onOpen={onOpen} compact />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );
}

function BoardCards({ board, onOpen, onHide }: { board: LiveBoardResponse } & TeamActions) {
  const { venueTimeZone } = useRuntimeConfig();
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Teams of the day">
      {board.teams.map((team) => (
        <Paper
          component="li"
          key={team.bookingId}
          variant="outlined"
          sx={{ borderRadius: '16px', p: 2, borderColor: team.stuck ? 'error.light' : undefined }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'flex-start', gap: 1, mb: 1.5 }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{team.teamName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {/* Before the team starts, its state chip beside says so: no clue to show, not even a dash. */}
                {team.teamSize} players
                {team.state === 'not_started' ? '' : ` · ${clueProgress(team, board.clueCount)}`}
              </Typography>
              <LeaderboardName name={team.leaderboardName} hidden={team.leaderboardHidden} />
            </Box>
            <StateChips team={team} />
          </Stack>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, 1fr)', gap: 1.5, mb: 1.5 }}>
            <Fact label="Time" value={teamTime(team, board, venueTimeZone)} />
            <Fact label="Last activity" value={timeAgo(team.lastActivityAt, board.now)} />
            <Fact label="Hints" value={team.hintsUsed} />
            <Fact label="Wrong guesses" value={team.wrongGuesses} />
          </Box>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <ConversationButton team={team} onOpen={onOpen} />
            <HideButton team={team} onHide={onHide} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** Today (/admin/live, operations.md section 3): where every team of a date is, kept current. */
export function LivePage() {
  const theme = useTheme();
  // The table needs about 900 px; beside the menu that is a screen of 1200 px (cards below, as on phones).
  const wide = useMediaQuery(theme.breakpoints.up('lg'));
  // The chosen date lives in the address (?date=YYYY-MM-DD), so a reload or a shared link keeps it.
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  const date = asked && isCalendarDate(asked) && isDateInRange(asked) ? asked : undefined;
  const setDate = (value: string | undefined) => setParams(value ? { date: value } : {}, { replace: true });
  const board = useLiveBoard(date);
  const [open, setOpen] = useState<LiveTeam | null>(null);
  const [hiding, setHiding] = useState<NamedEntry | null>(null);
  // The field shows the asked date, or the server's today; the board is asked for a typed date only
  // once it is whole, and an emptied field keeps the board it had.
  const dateField = useDateDraft(date ?? board.data?.date, (value) => {
    if (value) setDate(value);
  });
  const stuckCount = board.data?.teams.filter((t) => t.stuck).length ?? 0;

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <PageHeader
        title={o.liveTitle}
        subtitle={`Where every team is. A playing team shows "${o.stuck}" after ${minutes(board.data?.stuckMinutes ?? 20)} without reaching its next clue.`}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'center' }, mb: 2.5 }}
        role="toolbar"
        aria-label="Board date"
      >
        <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
          <DatePicker
            label="Date"
            format={DATE_FORMAT_PICKER}
            {...dateField}
            slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 200 } } } }}
          />
        </LocalizationProvider>
        {date ? (
          <Button
            variant="text"
            onClick={() => setDate(undefined)}
            sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}
          >
            Back to today
          </Button>
        ) : null}
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }}>
            {board.dataUpdatedAt ? `Updated ${dayjs(board.dataUpdatedAt).format('HH:mm:ss')}` : ''}
            {board.isError && board.data ? ' · the last update failed, retrying' : ''}
          </Typography>
          <Tooltip title="Update now">
            <span>
              <IconButton
                aria-label="Update the board now"
                onClick={() => void board.refetch()}
                disabled={board.isFetching}
              >
                {board.isFetching ? <CircularProgress size={20} /> : <RefreshIcon />}
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
        <Box sx={{ flexGrow: 1, display: { xs: 'none', sm: 'block' } }} />
        {board.data && board.data.teams.length > 0 ? (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {board.data.teams.length} teams{stuckCount > 0 ? ` · ${stuckCount} ${o.stuck.toLowerCase()}` : ''}
          </Typography>
        ) : null}
      </Stack>

      {board.isPending ? (
        <ListLoading label="Loading the board" />
      ) : board.isError && !board.data ? (
        <ListLoadFailed message={o.liveLoadFailed} onRetry={() => void board.refetch()} />
      ) : board.data.teams.length === 0 ? (
        <Paper variant="outlined" sx={{ borderRadius: '20px', py: 6, px: 2, textAlign: 'center' }}>
          <GroupsOutlinedIcon sx={{ fontSize: 44, mb: 1, color: 'secondary.light' }} aria-hidden="true" />
          <Typography sx={{ fontWeight: 600 }}>{o.noTeams}</Typography>
        </Paper>
      ) : wide ? (
        <BoardTable board={board.data} onOpen={setOpen} onHide={setHiding} />
      ) : (
        <BoardCards board={board.data} onOpen={setOpen} onHide={setHiding} />
      )}

      <TranscriptDialog team={open} onClose={() => setOpen(null)} />
      <HideLeaderboardDialog entry={hiding} refresh={LIVE_KEY} onClose={() => setHiding(null)} />
    </Box>
  );
}
