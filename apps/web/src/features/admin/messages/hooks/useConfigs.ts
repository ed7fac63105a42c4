import type { ConfigUpdateRequest, MessageConfig } from '@seaside/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getConfigs, putConfig, refreshConfigCache } from '../api/configs';

export const configKeys = {
  list: ['configs', 'list'] as const,
};

export function useConfigs() {
  return useQuery({ queryKey: configKeys.list, queryFn: getConfigs });
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
    mutationFn: refreshConfigCache,
    onSettled: () => queryClient.invalidateQueries({ queryKey: configKeys.list }),
  });
}
