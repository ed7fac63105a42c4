// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { installHistoryGuard } from '@/lib/history-guard';
import { UnsavedWorkProvider, useMayLeave } from '../unsaved-work';
import { useWarnBeforeLeaving } from './useWarnBeforeLeaving';

const QUESTION = 'Leave without saving?';

const unload = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

/** Clicks a link to `href`; answers whether the click went on (reached the app, not cancelled). */
function follow(href: string, click: MouseEventInit = {}, target = ''): boolean {
  const link = document.createElement('a');
  link.href = href;
  if (target) link.target = target;
  link.textContent = 'Go';
  document.body.append(link);
  let reached = false;
  const app = (event: MouseEvent) => {
    reached = !event.defaultPrevented;
    event.preventDefault(); // jsdom does not navigate; keep the page
  };
  document.body.addEventListener('click', app);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...click }));
  document.body.removeEventListener('click', app);
  link.remove();
  return reached;
}

describe('useWarnBeforeLeaving', () => {
  beforeAll(installHistoryGuard);
  afterEach(() => vi.restoreAllMocks());

  it('asks before a reload or closing the tab only while there is unsaved work', () => {
    const { rerender, unmount } = renderHook(({ active }) => useWarnBeforeLeaving(active, QUESTION), {
      initialProps: { active: false },
    });
    expect(unload()).toBe(false);
    rerender({ active: true });
    expect(unload()).toBe(true);
    rerender({ active: false });
    expect(unload()).toBe(false);
    rerender({ active: true });
    unmount();
    expect(unload()).toBe(false);
  });

  it('asks before following a link to another page of the app, and stays when told so', () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { rerender } = renderHook(({ active }) => useWarnBeforeLeaving(active, QUESTION), {
      initialProps: { active: true },
    });
    expect(follow('/admin/dashboard')).toBe(false);
    expect(confirm).toHaveBeenCalledWith(QUESTION);

    confirm.mockReturnValue(true);
    expect(follow('/admin/dashboard')).toBe(true);

    // A link to this same page, or off the site, is not the app's navigation: no question.
    confirm.mockClear();
    expect(follow(window.location.pathname)).toBe(true);
    expect(follow('https://elsewhere.example/')).toBe(true);
    // Nor is a click that opens another tab: this page stays as it is.
    expect(follow('/admin/dashboard', { ctrlKey: true })).toBe(true);
    expect(follow('/admin/dashboard', { metaKey: true })).toBe(true);
    expect(follow('/admin/dashboard', {}, '_blank')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();

    rerender({ active: false });
    expect(follow('/admin/dashboard')).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks on Back and Forward only while there is unsaved work', () => {
    // The router's own listener, added after the guard's (as in main.tsx).
    const router = vi.fn();
    window.addEventListener('popstate', router);
    vi.spyOn(window.history, 'go').mockImplementation(() => {});
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { rerender, unmount } = renderHook(({ active }) => useWarnBeforeLeaving(active, QUESTION), {
      initialProps: { active: true },
    });
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(router).not.toHaveBeenCalled();

    rerender({ active: false });
    confirm.mockClear();
    window.dispatchEvent(new PopStateEvent('popstate', { state: { idx: 0 } }));
    expect(confirm).not.toHaveBeenCalled();
    expect(router).toHaveBeenCalledTimes(1);
    unmount();
    window.removeEventListener('popstate', router);
  });

  it("lets the layout's Logout ask the page's question while there is unsaved work", () => {
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const { result, rerender } = renderHook(
      ({ active }) => {
        useWarnBeforeLeaving(active, QUESTION);
        return useMayLeave();
      },
      { initialProps: { active: true }, wrapper: UnsavedWorkProvider },
    );
    expect(result.current()).toBe(false);
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    confirm.mockReturnValue(true);
    expect(result.current()).toBe(true);

    confirm.mockClear();
    rerender({ active: false });
    expect(result.current()).toBe(true);
    expect(confirm).not.toHaveBeenCalled();
  });
});
