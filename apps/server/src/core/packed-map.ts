/**
 * `items.map(fn)`, always as a packed array. V8 gives `Array.prototype.map`'s result holey
 * elements once the calling function is optimised and packed ones before, so a hot function
 * handed such arrays sees their map change whenever its caller changes tier, and is deoptimised
 * and compiled again. The arrays that the batch paths hand from function to function (a batch's
 * items, its results, the chats to remember) are built with this instead (docs/performance.md).
 */
export function mapPacked<T, U>(items: readonly T[], fn: (item: T, index: number) => U): U[] {
  const mapped: U[] = [];
  for (let i = 0; i < items.length; i++) mapped.push(fn(items[i] as T, i));
  return mapped;
}
