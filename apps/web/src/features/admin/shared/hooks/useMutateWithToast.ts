import { useCallback } from 'react';
import { useToast } from '@/components/feedback';
import { serverMessage } from '@/lib/http';

/** What an admin action shows once its mutation has answered. */
export interface MutationToasts<TData> {
  /** The success toast: a text, or one made from the answer. */
  success: string | ((data: TData) => string);
  /**
   * The failure toast: the server's message when it has one, else this text; with `fixed`, always
   * this text (where the spec gives the failure text). Null: the failure is only logged.
   */
  failure: string | null;
  fixed?: boolean;
  onSuccess?: (data: TData) => void;
  onError?: (error: unknown) => void;
  onSettled?: () => void;
}

interface Mutation<TData, TVariables> {
  mutate: (
    variables: TVariables,
    options: { onSuccess: (data: TData) => void; onError: (error: unknown) => void; onSettled: () => void },
  ) => void;
}

/**
 * The admin screens' one way to run a change: mutate, then toast the success, or the server's
 * message (or the given failure text) when it fails.
 */
export function useMutateWithToast() {
  const toast = useToast();
  return useCallback(
    <TData, TVariables>(
      mutation: Mutation<TData, TVariables>,
      variables: TVariables,
      { success, failure, fixed = false, onSuccess, onError, onSettled }: MutationToasts<TData>,
    ) =>
      mutation.mutate(variables, {
        onSuccess: (data) => {
          toast.success(typeof success === 'function' ? success(data) : success);
          onSuccess?.(data);
        },
        onError: (error) => {
          if (failure === null) console.error(error);
          else toast.error(fixed ? failure : serverMessage(error, failure));
          onError?.(error);
        },
        onSettled: () => onSettled?.(),
      }),
    [toast],
  );
}
