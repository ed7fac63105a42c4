import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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

export function useReorderQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reorderQuestions,
    onSuccess: (answer) => queryClient.setQueryData(questionKeys.list('all'), answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
