import { API, type Question, type QuestionInput } from '@seaside/contract';
import { apiClient } from '@/lib/api-client';
import { checkBody } from '@/lib/contract-check';

/** The status filter of the screen: all questions, or only the active / inactive ones. */
export type StatusFilter = 'all' | 'active' | 'inactive';

export interface MessageAnswer {
  message: string;
}

function isActiveParam(filter: StatusFilter): { isActive?: 'true' | 'false' } {
  if (filter === 'active') return { isActive: 'true' };
  if (filter === 'inactive') return { isActive: 'false' };
  return {};
}

export async function fetchQuestions(filter: StatusFilter): Promise<Question[]> {
  const res = await apiClient.get<{ data: Question[] }>(API.questions.list, { params: isActiveParam(filter) });
  checkBody('questionListResponseSchema', res.data, `GET ${API.questions.list}`);
  return res.data.data;
}

export async function createQuestion(body: QuestionInput) {
  return (await apiClient.post<MessageAnswer & { data: Question }>(API.questions.create, body)).data;
}

export async function updateQuestion({ id, body }: { id: string; body: QuestionInput }) {
  return (await apiClient.put<MessageAnswer & { data: Question }>(API.questions.update(id), body)).data;
}

export async function toggleQuestion(id: string) {
  return (await apiClient.patch<MessageAnswer & { data: Question }>(API.questions.toggleStatus(id))).data;
}

export async function deleteQuestion(id: string) {
  return (await apiClient.delete<MessageAnswer>(API.questions.delete(id))).data;
}

export async function reorderQuestions(questionIds: string[]) {
  return (await apiClient.post<MessageAnswer & { data: Question[] }>(API.questions.reorder, { questionIds })).data;
}
