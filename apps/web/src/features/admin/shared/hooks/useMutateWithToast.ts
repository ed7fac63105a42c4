import { useCallback } from 'react';
import { useToast } from '@/components/feedback';
import { useOneAtATime } from '@/hooks/useOneAtATime';
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
  mutateAsync: (variables: TVariables) => Promise<TData>;
}

/**
 * The admin screens' one way to run a change: mutate, then toast the success, or the server's
 * message (or the given failure text) when it fails. The same change (mutation and variables)
 * runs once at a time (useOneAtATime), so a double click neither repeats it nor shows an error.
 */
export function useMutateWithToast() {
  const toast = useToast();
  const oneAtATime = useOneAtATime();
  return useCallback(
    <TData, TVariables>(
      mutation: Mutation<TData, TVariables>,
      variables: TVariables,
      { success, failure, fixed = false, onSuccess, onError, onSettled }: MutationToasts<TData>,
    ) =>
      oneAtATime(mutation.mutateAsync, JSON.stringify(variables) ?? '', () =>
        mutation
          .mutateAsync(variables)
          .then(
            (data) => {
              toast.success(typeof success === 'function' ? success(data) : success);
              onSuccess?.(data);
            },
            (error: unknown) => {
              if (failure === null) console.error(error);
              else toast.error(fixed ? failure : serverMessage(error, failure));
              onError?.(error);
            },
          )
          .finally(() => onSettled?.()),
      ),
    [toast, oneAtATime],
  );
}
