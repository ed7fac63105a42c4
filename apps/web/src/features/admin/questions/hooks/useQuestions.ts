import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addAcceptedAnswer, fetchClueStats } from '../api/clue-stats';
import {
  createQuestion,
  deleteQuestion,
  fetchQuestions,
  reorderQuestions,
  type StatusFilter,
  toggleQuestion,
  updateQuestion,
} from '../api/questions';

export const questionKeys = {
  all: ['questions'] as const,
  list: (filter: StatusFilter) => ['questions', 'list', filter] as const,
};

export function useQuestions(filter: StatusFilter) {
  return useQuery({ queryKey: questionKeys.list(filter), queryFn: () => fetchQuestions(filter) });
}

/** A change to the questions; every list is read again once it has answered. */
function useQuestionChange<TVariables, TData>(mutationFn: (variables: TVariables) => Promise<TData>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

export const useCreateQuestion = () => useQuestionChange(createQuestion);
export const useUpdateQuestion = () => useQuestionChange(updateQuestion);
export const useToggleQuestion = () => useQuestionChange(toggleQuestion);
export const useDeleteQuestion = () => useQuestionChange(deleteQuestion);
/** Adds a frequent wrong guess to the accepted answers; the lists and the clue figures are read again. */
export const useAddAcceptedAnswer = () => useQuestionChange(addAcceptedAnswer);

/** How teams do on each active clue over a period (the "How teams do" tab). */
export function useClueStats(period: { from?: string; to?: string }, enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: [...questionKeys.all, 'stats', period.from ?? '', period.to ?? ''],
    queryFn: ({ signal }) => fetchClueStats(period, signal),
    placeholderData: keepPreviousData,
  });
}

export function useReorderQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderQuestions,
    onSuccess: (answer) => queryClient.setQueryData(questionKeys.list('all'), answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
