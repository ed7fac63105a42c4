import { useCallback, useRef } from 'react';

/**
 * Runs each change once at a time: `run(owner, key, change)` does nothing while the change of that
 * owner (a mutation) and key (its variables) is on its way. A double click reaches a handler
 * twice before its button shows disabled (the pending state renders after the click), and the
 * second request would repeat the change or be refused with an error the user then sees.
 */
export function useOneAtATime() {
  const running = useRef(new WeakMap<object, Set<string>>());
  return useCallback((owner: object, key: string, change: () => Promise<unknown>): void => {
    const keys = running.current.get(owner) ?? new Set<string>();
    running.current.set(owner, keys);
    if (keys.has(key)) return;
    keys.add(key);
    void change().finally(() => keys.delete(key));
  }, []);
}
