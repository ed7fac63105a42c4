import CheckIcon from '@mui/icons-material/Check';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { type ClueStats, DATE_FORMAT_PICKER, formatDuration, MESSAGES } from '@seaside/contract';
import 'dayjs/locale/en-gb';
import { useState } from 'react';
import { useDateDraft } from '../../shared/hooks/useDateDraft';
import { useMutateWithToast } from '../../shared/hooks/useMutateWithToast';
import { ListLoadFailed, ListLoading } from '../../shared/LoadStates';
import { useAddAcceptedAnswer, useClueStats } from '../hooks/useQuestions';

const o = MESSAGES.ops;

const percent = (share: number) => `${Math.round(share * 100)}%`;

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 600, lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{value}</Typography>
    </Box>
  );
}

function ClueCard({ stats }: { stats: ClueStats }) {
  const mutateWithToast = useMutateWithToast();
  const add = useAddAcceptedAnswer();
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set());
  const accept = (answer: string) =>
    mutateWithToast(
      add,
      { id: stats.questionId, answer },
      {
        success: o.answerAdded,
        failure: o.answerAddFailed,
        onSuccess: () => setAccepted((prev) => new Set(prev).add(answer)),
      },
    );
  return (
    <Paper component="li" variant="outlined" sx={{ borderRadius: '16px', p: { xs: 2, sm: 2.5 } }}>
      <Typography
        component="h3"
        sx={{
          fontWeight: 600,
          mb: 1.5,
          display: '-webkit-box',
          WebkitLineClamp: 2,
          WebkitBoxOrient: 'vertical',
          overflow: 'hidden',
        }}
      >
        <Box component="span" sx={{ color: 'text.secondary', mr: 1 }}>
          #{stats.sequence}
        </Box>
        {stats.clue}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(5, 1fr)' },
          gap: 1.5,
        }}
      >
        <Figure label="Reached" value={String(stats.reached)} />
        <Figure label="Solved" value={String(stats.solved)} />
        <Figure
          label="Median time to solve"
          value={stats.medianSolveSeconds === null ? '—' : formatDuration(stats.medianSolveSeconds)}
        />
        <Figure label="Asked for a hint" value={stats.reached ? percent(stats.hintRate) : '—'} />
        <Figure label="Wrong guesses per team" value={stats.reached ? stats.wrongGuessesPerTeam.toFixed(1) : '—'} />
      </Box>
      {stats.topWrongAnswers.length > 0 ? (
        <Box sx={{ mt: 2 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.75 }}>
            Most frequent wrong answers
          </Typography>
          <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {stats.topWrongAnswers.map(({ answer, count }) => (
              <Stack
                component="li"
                key={answer}
                direction="row"
                sx={{ alignItems: 'center', gap: 1, justifyContent: 'space-between' }}
              >
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  “{answer}”{' '}
                  <Box component="span" sx={{ color: 'text.secondary' }}>
                    × {count}
                  </Box>
                </Typography>
                {accepted.has(answer) ? (
                  <Stack
                    direction="row"
                    spacing={0.5}
                    sx={{ alignItems: 'center', color: 'success.dark', flexShrink: 0 }}
                  >
                    <CheckIcon fontSize="small" aria-hidden="true" />
                    <Typography variant="body2">Accepted</Typography>
                  </Stack>
                ) : (
                  <Button
                    size="small"
                    variant="outlined"
                    sx={{ flexShrink: 0 }}
                    disabled={add.isPending}
                    onClick={() => accept(answer)}
                    aria-label={`Accept “${answer}” as an answer to clue #${stats.sequence}`}
                  >
                    Accept
                  </Button>
                )}
              </Stack>
            ))}
          </Stack>
        </Box>
      ) : null}
    </Paper>
  );
}

/** "How teams do" (operations.md section 4): per active clue, over a period (default the last 90 days). */
export function ClueInsights() {
  const [period, setPeriod] = useState<{ from?: string; to?: string }>({});
  const reversed = Boolean(period.from && period.to && period.from > period.to);
  // A reversed period is not asked for: the last figures stay while the dates are put right.
  const stats = useClueStats(period, !reversed);
  const from = period.from ?? stats.data?.from;
  const to = period.to ?? stats.data?.to;
  // Each field holds what is typed; the period takes a date once it is whole (an emptied field
  // keeps the period's date).
  const pick = (key: 'from' | 'to') => (value: string | undefined) => {
    if (value) setPeriod({ from, to, [key]: value });
  };
  const fromField = useDateDraft(from, pick('from'));
  const toField = useDateDraft(to, pick('to'));

  return (
    <Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        How the teams that reached each active clue in the period did on it. Wrong answers are shown as the answer
        matcher reads them; accept one to count it as right from now on.
      </Typography>
      <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mb: 2 }} role="group" aria-label="Period">
          <DatePicker
            label="From"
            format={DATE_FORMAT_PICKER}
            {...fromField}
            slotProps={{ textField: { size: 'small', sx: { width: { xs: '100%', sm: 200 } } } }}
          />
          <DatePicker
            label="To"
            format={DATE_FORMAT_PICKER}
            {...toField}
            slotProps={{
              textField: {
                size: 'small',
                sx: { width: { xs: '100%', sm: 200 } },
                // Undefined leaves the field its own check (a half-typed year is shown as wrong).
                error: reversed || undefined,
                helperText: reversed ? o.periodOrder : undefined,
              },
            }}
          />
        </Stack>
      </LocalizationProvider>
      <Box sx={{ height: 4, mb: 1 }}>
        {stats.isFetching && stats.data ? <LinearProgress aria-label="Updating" /> : null}
      </Box>
      {stats.isPending ? (
        <ListLoading label="Loading the clue figures" />
      ) : stats.isError && !stats.data ? (
        <ListLoadFailed message={o.statsLoadFailed} onRetry={() => void stats.refetch()} />
      ) : stats.data.clues.every((c) => c.reached === 0) ? (
        <Paper variant="outlined" sx={{ borderRadius: '20px', py: 6, px: 2, textAlign: 'center' }}>
          <InsightsOutlinedIcon sx={{ fontSize: 44, mb: 1, color: 'secondary.light' }} aria-hidden="true" />
          <Typography sx={{ fontWeight: 600 }}>{o.statsEmpty}</Typography>
        </Paper>
      ) : (
        <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Clue figures">
          {stats.data.clues.map((clue) => (
            <ClueCard key={clue.questionId} stats={clue} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
