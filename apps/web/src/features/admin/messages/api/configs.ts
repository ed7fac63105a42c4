import { API, type ConfigUpdateRequest, type MessageConfig } from '@seaside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

export const configKeys = {
  list: ['configs', 'list'] as const,
};

export function useConfigs() {
  return useQuery({
    queryKey: configKeys.list,
    queryFn: async () => (await apiClient.get<{ data: MessageConfig[] }>(API.configs.list)).data.data,
  });
}

interface UpdateAnswer {
  message: string;
  data: MessageConfig;
}

async function putConfig(key: string, body: ConfigUpdateRequest): Promise<UpdateAnswer> {
  return (await apiClient.put<UpdateAnswer>(API.configs.update(key), body)).data;
}

function replaceRow(rows: MessageConfig[] | undefined, row: MessageConfig): MessageConfig[] | undefined {
  return rows?.map((r) => (r._id === row._id ? row : r));
}

/** Saves value, description and status from the edit dialog. */
export function useUpdateConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, body }: { key: string; body: ConfigUpdateRequest }) => putConfig(key, body),
    onSuccess: (answer) =>
      queryClient.setQueryData<MessageConfig[]>(configKeys.list, (rows) => replaceRow(rows, answer.data)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: configKeys.list }),
  });
}

/** The status toggle: shown at once (optimistic), rolled back if the server refuses. */
export function useToggleConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, isActive }: { key: string; isActive: boolean }) => putConfig(key, { isActive }),
    onMutate: async ({ key, isActive }) => {
      await queryClient.cancelQueries({ queryKey: configKeys.list });
      const previous = queryClient.getQueryData<MessageConfig[]>(configKeys.list);
      queryClient.setQueryData<MessageConfig[]>(configKeys.list, (rows) =>
        rows?.map((r) => (r.key === key ? { ...r, isActive } : r)),
      );
      return { previous };
    },
    onError: (_error, _vars, context) => {
      if (context?.previous) queryClient.setQueryData(configKeys.list, context.previous);
    },
    onSuccess: (answer) =>
      queryClient.setQueryData<MessageConfig[]>(configKeys.list, (rows) => replaceRow(rows, answer.data)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: configKeys.list }),
  });
}

export function useRefreshConfigCache() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await apiClient.post<{ message: string }>(API.configs.refresh, {})).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: configKeys.list }),
  });
}
