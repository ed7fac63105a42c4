// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ToastApi, ToastContext } from '@/components/feedback/toast-context';
import { useMutateWithToast } from './useMutateWithToast';

function setup() {
  const toast = { success: vi.fn(), error: vi.fn() } as unknown as ToastApi;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ToastContext.Provider value={toast}>{children}</ToastContext.Provider>
  );
  const { result } = renderHook(() => useMutateWithToast(), { wrapper });
  return { run: result.current, toast };
}

/** A mutation whose calls answer when the test says so. */
function controlledMutation() {
  const answers: { resolve: (v: string) => void; reject: (e: unknown) => void }[] = [];
  const mutateAsync = vi.fn(
    (_id: string) =>
      new Promise<string>((resolve, reject) => {
        answers.push({ resolve, reject });
      }),
  );
  return { mutation: { mutateAsync }, answers };
}

describe('useMutateWithToast', () => {
  it('runs a double-clicked change once, and again once it has answered', async () => {
    const { run, toast } = setup();
    const { mutation, answers } = controlledMutation();
    const onSettled = vi.fn();
    run(mutation, 'booking-1', { success: 'Done', failure: 'Failed', onSettled });
    run(mutation, 'booking-1', { success: 'Done', failure: 'Failed', onSettled });
    expect(mutation.mutateAsync).toHaveBeenCalledTimes(1);

    await act(async () => answers[0]?.resolve('ok'));
    expect(toast.success).toHaveBeenCalledWith('Done');
    expect(toast.error).not.toHaveBeenCalled();
    expect(onSettled).toHaveBeenCalledTimes(1);

    run(mutation, 'booking-1', { success: 'Done', failure: 'Failed' });
    expect(mutation.mutateAsync).toHaveBeenCalledTimes(2);
  });

  it('runs changes of different records side by side, each with its own toast', async () => {
    const { run, toast } = setup();
    const { mutation, answers } = controlledMutation();
    run(mutation, 'booking-1', { success: (d: string) => `one ${d}`, failure: 'Failed' });
    run(mutation, 'booking-2', { success: (d: string) => `two ${d}`, failure: 'Failed' });
    expect(mutation.mutateAsync).toHaveBeenCalledTimes(2);
    await act(async () => {
      answers[0]?.resolve('a');
      answers[1]?.reject(new Error('offline'));
    });
    expect(toast.success).toHaveBeenCalledWith('one a');
    expect(toast.error).toHaveBeenCalledWith('Failed');
    run(mutation, 'booking-2', { success: 'Done', failure: 'Failed' });
    expect(mutation.mutateAsync).toHaveBeenCalledTimes(3);
  });
});
