import { type ConfigUpdateRequest, MESSAGES, type MessageConfig } from '@seaside/contract';
import { useEffect, useState } from 'react';
import { useToast } from '@/components/feedback';
import { useMutateWithToast } from '../../shared/hooks/useMutateWithToast';
import { useConfigs, useRefreshConfigCache, useToggleConfig, useUpdateConfig } from './useConfigs';

const c = MESSAGES.configs;

/**
 * The data and actions of Messages Configuration: the list (a toast per failed load), the status
 * toggles in flight, the message being edited, and saving, toggling and refreshing with their toasts.
 */
export function useMessagesPage() {
  const toast = useToast();
  const mutateWithToast = useMutateWithToast();
  const query = useConfigs();
  const toggle = useToggleConfig();
  const update = useUpdateConfig();
  const refresh = useRefreshConfigCache();
  const [editing, setEditing] = useState<MessageConfig | null>(null);
  const [pendingKeys, setPendingKeys] = useState<ReadonlySet<string>>(new Set());

  // biome-ignore lint/correctness/useExhaustiveDependencies: one toast per failed load (errorUpdatedAt changes on each)
  useEffect(() => {
    if (query.isError) toast.error(c.fetchFailed);
  }, [query.isError, query.errorUpdatedAt, toast]);

  const toggleStatus = (config: MessageConfig) => {
    setPendingKeys((prev) => new Set(prev).add(config.key));
    mutateWithToast(
      toggle,
      { key: config.key, isActive: !config.isActive },
      {
        success: c.toggled,
        failure: c.toggleFailed,
        fixed: true,
        onSettled: () =>
          setPendingKeys((prev) => {
            const next = new Set(prev);
            next.delete(config.key);
            return next;
          }),
      },
    );
  };

  const save = (key: string, body: ConfigUpdateRequest) =>
    mutateWithToast(
      update,
      { key, body },
      { success: c.updated, failure: c.updateFailed, onSuccess: () => setEditing(null) },
    );

  const refreshCache = () =>
    mutateWithToast(refresh, undefined, { success: c.refreshed, failure: c.refreshFailed, fixed: true });

  return {
    rows: query.data ?? [],
    loading: query.isPending,
    loadFailed: query.isError && !query.data,
    retry: () => void query.refetch(),
    refreshing: refresh.isPending,
    refreshCache,
    pendingKeys,
    toggleStatus,
    editing,
    setEditing,
    saving: update.isPending,
    save,
    refuseEmpty: () => toast.error(c.valueEmpty),
  };
}
