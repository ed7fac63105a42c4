import AddIcon from '@mui/icons-material/Add';
import FilterAltOffOutlinedIcon from '@mui/icons-material/FilterAltOffOutlined';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import RefreshIcon from '@mui/icons-material/Refresh';
import SaveOutlinedIcon from '@mui/icons-material/SaveOutlined';
import SwapVertIcon from '@mui/icons-material/SwapVert';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { MESSAGES, type Question, type QuestionInput } from '@seaside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useToast } from '@/components/feedback';
import { serverMessage } from '@/lib/api-client';
import { HuntPageHeader } from '../../layout/HuntPageHeader';
import { ListLoadFailed, ListLoading } from '../../layout/LoadStates';
import {
  questionKeys,
  type StatusFilter,
  useCreateQuestion,
  useDeleteQuestion,
  useQuestions,
  useReorderQuestions,
  useToggleQuestion,
  useUpdateQuestion,
} from '../api/questions';
import { applyLocalOrder, moveItem, nextSequence, sameOrder } from '../lib/order';
import { DeleteQuestionDialog } from './DeleteQuestionDialog';
import { QuestionFormDialog } from './QuestionFormDialog';
import { QuestionsList } from './QuestionsList';

const m = MESSAGES.questions;

const FILTERS: { value: StatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; question: Question };

/** Clues Management (/admin/questions, product spec sections 2, 4, 5 and 8). */
export function QuestionsPage() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [localOrder, setLocalOrder] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [toDelete, setToDelete] = useState<Question | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  const query = useQuestions(filter);
  const create = useCreateQuestion();
  const update = useUpdateQuestion();
  const toggle = useToggleQuestion();
  const remove = useDeleteQuestion();
  const reorder = useReorderQuestions();

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failed load (errorUpdatedAt changes on each)
  useEffect(() => {
    if (query.isError) toast.error(m.fetchFailed);
  }, [query.isError, query.errorUpdatedAt, toast]);

  const serverRows = query.data ?? [];
  const rows = useMemo(() => applyLocalOrder(serverRows, localOrder), [serverRows, localOrder]);
  const reorderEnabled = filter === 'all';
  const unsaved = localOrder !== null;

  const handleMove = (from: number, to: number) => {
    if (!reorderEnabled) return;
    const next = moveItem(
      rows.map((q) => q._id),
      from,
      to,
    );
    setLocalOrder(
      sameOrder(
        next,
        serverRows.map((q) => q._id),
      )
        ? null
        : next,
    );
  };

  const resetOrder = () => {
    setLocalOrder(null);
    toast.success(m.orderReset);
  };

  const clearFilters = () => {
    setFilter('all');
    setLocalOrder(null);
    toast.success(m.filtersCleared);
  };

  const saveOrder = () => {
    // The order covers every question, also while a filter hides some of them.
    const all = reorderEnabled ? serverRows : (queryClient.getQueryData<Question[]>(questionKeys.list('all')) ?? []);
    const ids = applyLocalOrder(all, localOrder).map((q) => q._id);
    reorder.mutate(ids, {
      onSuccess: (answer) => {
        setLocalOrder(null);
        toast.success(answer.message || m.orderSaved);
      },
      onError: (error) => toast.error(serverMessage(error, m.orderFailed)),
    });
  };

  const markBusy = (id: string, busy: boolean) =>
    setBusyIds((prev) => {
      const next = new Set(prev);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const handleToggle = (q: Question) => {
    markBusy(q._id, true);
    toggle.mutate(q._id, {
      onSuccess: () => toast.success(m.statusUpdated),
      onError: (error) => toast.error(serverMessage(error, m.statusFailed)),
      onSettled: () => markBusy(q._id, false),
    });
  };

  const handleDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete._id, {
      onSuccess: () => {
        toast.success(m.deleted);
        setToDelete(null);
      },
      onError: (error) => {
        toast.error(serverMessage(error, m.deleteFailed));
        setToDelete(null);
      },
    });
  };

  const handleSubmit = (body: QuestionInput) => {
    if (dialog.mode === 'edit') {
      update.mutate(
        { id: dialog.question._id, body },
        {
          onSuccess: () => {
            toast.success(m.updated);
            setDialog({ mode: 'closed' });
          },
          onError: (error) => toast.error(serverMessage(error, m.updateFailed)),
        },
      );
    } else {
      create.mutate(body, {
        onSuccess: () => {
          toast.success(m.created);
          setDialog({ mode: 'closed' });
        },
        onError: (error) => toast.error(serverMessage(error, m.createFailed)),
      });
    }
  };

  const defaultSequence = nextSequence(queryClient.getQueryData<Question[]>(questionKeys.list('all')) ?? serverRows);

  const empty = (
    <Box sx={{ py: 6, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <QuizOutlinedIcon sx={{ fontSize: 44, mb: 1, color: 'secondary.light' }} aria-hidden="true" />
      <Typography sx={{ fontWeight: 600, color: 'text.primary' }}>{m.empty}</Typography>
      {filter === 'all' ? (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Add the first clue of the hunt to get started.
        </Typography>
      ) : null}
    </Box>
  );

  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto', pt: { xs: 2.5, md: 4 } }}>
      <HuntPageHeader
        title="Clues Management"
        subtitle="The clues teams solve, in the order they receive them."
        mb={3}
        action={
          <Button
            variant="contained"
            color="secondary"
            startIcon={<AddIcon />}
            onClick={() => setDialog({ mode: 'create' })}
          >
            Add Question
          </Button>
        }
      />

      <Stack
        direction="row"
        sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5, mb: 2 }}
        role="toolbar"
        aria-label="Question filters"
      >
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id="status-filter-label">Status</InputLabel>
          <Select
            labelId="status-filter-label"
            id="status-filter"
            label="Status"
            value={filter}
            onChange={(e) => setFilter(e.target.value as StatusFilter)}
          >
            {FILTERS.map((f) => (
              <MenuItem key={f.value} value={f.value}>
                {f.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button variant="outlined" color="primary" startIcon={<FilterAltOffOutlinedIcon />} onClick={clearFilters}>
          Clear Filters
        </Button>
        <Tooltip title="Refresh">
          <span>
            <IconButton aria-label="Refresh questions" onClick={() => void query.refetch()} disabled={query.isFetching}>
              {query.isFetching ? <CircularProgress size={20} /> : <RefreshIcon />}
            </IconButton>
          </span>
        </Tooltip>
        <Box sx={{ flexGrow: 1 }} />
        {reorderEnabled ? (
          <Chip icon={<SwapVertIcon />} label={m.dragToReorder} color="info" variant="outlined" />
        ) : (
          <Chip icon={<LockOutlinedIcon />} label={m.clearToReorder} color="warning" variant="outlined" />
        )}
      </Stack>

      {unsaved ? (
        <Alert
          severity="warning"
          variant="standard"
          role="status"
          sx={{ mb: 2, '& .MuiAlert-action': { alignItems: 'center', pt: 0 }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
          action={
            <Stack direction="row" spacing={1}>
              <Button color="inherit" size="small" onClick={resetOrder} disabled={reorder.isPending}>
                Reset
              </Button>
              <Button
                color="warning"
                variant="contained"
                size="small"
                onClick={saveOrder}
                disabled={reorder.isPending}
                startIcon={reorder.isPending ? <CircularProgress size={14} color="inherit" /> : <SaveOutlinedIcon />}
              >
                Save Order
              </Button>
            </Stack>
          }
        >
          {m.unsavedOrder}
        </Alert>
      ) : null}

      {query.isPending ? (
        <ListLoading label="Loading questions" />
      ) : query.isError && !query.data ? (
        <ListLoadFailed message={m.fetchFailed} onRetry={() => void query.refetch()} />
      ) : (
        <QuestionsList
          questions={rows}
          reorderEnabled={reorderEnabled}
          busyIds={busyIds}
          onMove={handleMove}
          onEdit={(question) => setDialog({ mode: 'edit', question })}
          onToggle={handleToggle}
          onDelete={setToDelete}
          empty={empty}
        />
      )}

      <QuestionFormDialog
        open={dialog.mode !== 'closed'}
        question={dialog.mode === 'edit' ? dialog.question : null}
        defaultSequence={defaultSequence}
        submitting={create.isPending || update.isPending}
        onClose={() => setDialog({ mode: 'closed' })}
        onSubmit={handleSubmit}
      />
      <DeleteQuestionDialog
        question={toDelete}
        deleting={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={handleDelete}
      />
    </Box>
  );
}
