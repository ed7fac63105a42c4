/**
 * Back and Forward ask first while a page has unsaved work (`guardHistory`). The router is
 * declarative, which has no navigation blocker, and the browser calls `popstate` listeners in the
 * order they were added, so this one is added before the app renders (`installHistoryGuard`) and
 * hears each step before the router does. A declined step is stopped there and undone with the
 * opposite step, whose own `popstate` is stopped too: the router hears of neither. The router
 * numbers its history entries (`idx` in their state), which says how far to step back.
 */
let question: string | null = null;
/** The entry on screen when the guard was set: where a declined step returns to. */
let guardedIndex: number | undefined;
let undoing = false;

function indexOf(state: unknown): number | undefined {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
}

function onHistoryStep(event: PopStateEvent): void {
  if (undoing) {
    undoing = false;
    event.stopImmediatePropagation();
    return;
  }
  if (question === null || window.confirm(question)) return;
  event.stopImmediatePropagation();
  const reached = indexOf(event.state);
  if (guardedIndex === undefined || reached === undefined || reached === guardedIndex) return;
  undoing = true;
  window.history.go(guardedIndex - reached);
}

/** Adds the guard's listener; called once, before the app (and its router) renders. */
export function installHistoryGuard(): void {
  window.addEventListener('popstate', onHistoryStep);
}

/** Asks `leaveQuestion` before a Back or Forward step away from the entry on screen now; null stops asking. */
export function guardHistory(leaveQuestion: string | null): void {
  question = leaveQuestion;
  guardedIndex = leaveQuestion === null ? undefined : indexOf(window.history.state);
}
