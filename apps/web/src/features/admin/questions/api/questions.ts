import { API, type Question, type QuestionInput } from '@seaside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

/** The status filter of the screen: all questions, or only the active / inactive ones. */
export type StatusFilter = 'all' | 'active' | 'inactive';

export const questionKeys = {
  all: ['questions'] as const,
  list: (filter: StatusFilter) => ['questions', 'list', filter] as const,
};

function isActiveParam(filter: StatusFilter): { isActive?: 'true' | 'false' } {
  if (filter === 'active') return { isActive: 'true' };
  if (filter === 'inactive') return { isActive: 'false' };
  return {};
}

export async function fetchQuestions(filter: StatusFilter): Promise<Question[]> {
  const res = await apiClient.get<{ data: Question[] }>(API.questions.list, { params: isActiveParam(filter) });
  return res.data.data;
}

export function useQuestions(filter: StatusFilter) {
  return useQuery({ queryKey: questionKeys.list(filter), queryFn: () => fetchQuestions(filter) });
}

interface MessageAnswer {
  message: string;
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: QuestionInput) =>
      (await apiClient.post<MessageAnswer & { data: Question }>(API.questions.create, body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: string; body: QuestionInput }) =>
      (await apiClient.put<MessageAnswer & { data: Question }>(API.questions.update(id), body)).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

export function useToggleQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      (await apiClient.patch<MessageAnswer & { data: Question }>(API.questions.toggleStatus(id))).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

export function useDeleteQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await apiClient.delete<MessageAnswer>(API.questions.delete(id))).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}

export function useReorderQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (questionIds: string[]) =>
      (await apiClient.post<MessageAnswer & { data: Question[] }>(API.questions.reorder, { questionIds })).data,
    onSuccess: (answer) => queryClient.setQueryData(questionKeys.list('all'), answer.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionKeys.all }),
  });
}
