// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { guardHistory, installHistoryGuard } from './history-guard';

const QUESTION = 'Leave without saving?';
/** A history step that reached the router's entry `idx`, as the browser reports it. */
const step = (idx: number) => window.dispatchEvent(new PopStateEvent('popstate', { state: { idx } }));

describe('history guard', () => {
  // The router's own listener, added after the guard's (as in main.tsx).
  const router = vi.fn();
  beforeAll(() => {
    installHistoryGuard();
    window.addEventListener('popstate', router);
  });
  afterEach(() => {
    guardHistory(null);
    router.mockClear();
    vi.restoreAllMocks();
  });

  it('undoes a declined step before the router hears of it, and lets a confirmed one through', () => {
    window.history.replaceState({ idx: 3 }, '');
    const go = vi.spyOn(window.history, 'go').mockImplementation(() => {});
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    guardHistory(QUESTION);

    step(2); // Back, declined: one step forward again, and that step is not the router's either.
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(go).toHaveBeenCalledWith(1);
    step(3);
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(router).not.toHaveBeenCalled();

    step(5); // Two steps Forward, declined: two back.
    expect(go).toHaveBeenLastCalledWith(-2);
    step(3);
    expect(router).not.toHaveBeenCalled();

    confirm.mockReturnValue(true);
    step(2); // Back, confirmed: the router goes.
    expect(router).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once the page has no unsaved work', () => {
    const confirm = vi.spyOn(window, 'confirm');
    guardHistory(QUESTION);
    guardHistory(null);
    step(1);
    expect(confirm).not.toHaveBeenCalled();
    expect(router).toHaveBeenCalledTimes(1);
  });
});
