import type { Question } from '@seaside/contract';

/**
 * The rows to show given the server list and an unsaved local order: questions in the local
 * order first (those that still exist), then any the server has that the local order does not
 * know (created meanwhile), in server order. Without a local order, the server order.
 */
export function applyLocalOrder(questions: readonly Question[], localOrder: readonly string[] | null): Question[] {
  if (!localOrder) return [...questions];
  const byId = new Map(questions.map((q) => [q._id, q]));
  const ordered: Question[] = [];
  for (const id of localOrder) {
    const q = byId.get(id);
    if (q) {
      ordered.push(q);
      byId.delete(id);
    }
  }
  for (const q of questions) if (byId.has(q._id)) ordered.push(q);
  return ordered;
}

/** True when both lists hold the same ids in the same order. */
export function sameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

/** Moves the item at `from` to `to` (a copy). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item === undefined) return copy;
  copy.splice(to, 0, item);
  return copy;
}

/** The sequence a new question gets: the highest so far plus 1 (1 for the first). */
export function nextSequence(questions: readonly Pick<Question, 'sequence'>[]): number {
  return questions.reduce((max, q) => Math.max(max, q.sequence), 0) + 1;
}

/** The answers shown as chips: the first `shown`, and how many more there are. */
export function answerChips(answers: readonly string[], shown: number): { visible: string[]; more: number } {
  return { visible: answers.slice(0, shown), more: Math.max(0, answers.length - shown) };
}
