import { MESSAGES, type Question, type QuestionInput } from '@seaside/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useToast } from '@/components/feedback';
import { useMutateWithToast } from '../../shared/hooks/useMutateWithToast';
import type { StatusFilter } from '../api/questions';
import { applyLocalOrder, moveItem, nextSequence, sameOrder } from '../lib/order';
import {
  questionKeys,
  useCreateQuestion,
  useDeleteQuestion,
  useQuestions,
  useReorderQuestions,
  useToggleQuestion,
  useUpdateQuestion,
} from './useQuestions';

const m = MESSAGES.questions;

export type QuestionDialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; question: Question };

/**
 * The data and actions of Clues Management: the filtered list with the order being dragged (not
 * saved yet), the open dialog, the question to delete, the rows whose status is changing, and
 * every change with its toasts.
 */
export function useQuestionsPage() {
  const toast = useToast();
  const mutateWithToast = useMutateWithToast();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [localOrder, setLocalOrder] = useState<string[] | null>(null);
  const [dialog, setDialog] = useState<QuestionDialogState>({ mode: 'closed' });
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
    mutateWithToast(reorder, ids, {
      success: (answer) => answer.message || m.orderSaved,
      failure: m.orderFailed,
      onSuccess: () => setLocalOrder(null),
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
    mutateWithToast(toggle, q._id, {
      success: m.statusUpdated,
      failure: m.statusFailed,
      onSettled: () => markBusy(q._id, false),
    });
  };

  const handleDelete = () => {
    if (!toDelete) return;
    mutateWithToast(remove, toDelete._id, {
      success: m.deleted,
      failure: m.deleteFailed,
      onSettled: () => setToDelete(null),
    });
  };

  const handleSubmit = (body: QuestionInput) => {
    if (dialog.mode === 'edit') {
      mutateWithToast(
        update,
        { id: dialog.question._id, body },
        { success: m.updated, failure: m.updateFailed, onSuccess: () => setDialog({ mode: 'closed' }) },
      );
    } else {
      mutateWithToast(create, body, {
        success: m.created,
        failure: m.createFailed,
        onSuccess: () => setDialog({ mode: 'closed' }),
      });
    }
  };

  const defaultSequence = nextSequence(queryClient.getQueryData<Question[]>(questionKeys.list('all')) ?? serverRows);

  return {
    filter,
    setFilter,
    rows,
    loading: query.isPending,
    loadFailed: query.isError && !query.data,
    fetching: query.isFetching,
    refetch: () => void query.refetch(),
    reorderEnabled,
    unsaved,
    savingOrder: reorder.isPending,
    handleMove,
    resetOrder,
    clearFilters,
    saveOrder,
    busyIds,
    handleToggle,
    dialog,
    setDialog,
    defaultSequence,
    submitting: create.isPending || update.isPending,
    handleSubmit,
    toDelete,
    setToDelete,
    deleting: remove.isPending,
    handleDelete,
  };
}
