/**
 * The first `wanted` hits ordered by one number per slot (a per-slot column such as the creation
 * instant), ties newest first (higher slot first), as orderedPage's comparator orders them:
 * direction 1 ascending, -1 descending; NaN is NULL, last when nullsLast, else the smallest value.
 * One pass with the comparisons inline: a hit worse than the worst kept is rejected with one or two
 * comparisons, which is nearly every hit when a page of 50 is asked out of a million. Undefined when
 * a value is infinite (it would tie with NULL's key): the caller's general sort then answers.
 * valueAt 'position': values[n] is the value of hits[n] (gathered by the caller), else values[slot].
 */
export function topByNumber(values: Float64Array, hits: Int32Array, direction: 1 | -1, nullsLast: boolean, wanted: number, valueAt: 'slot' | 'position' = 'slot'): number[] | undefined {
  const byPosition = valueAt === 'position';
  const nullKey = nullsLast || direction === -1 ? Number.POSITIVE_INFINITY : Number.NEGATIVE_INFINITY;
  // Kept hits as parallel arrays of key and slot, best first; length <= wanted.
  const keys = new Float64Array(wanted + 1);
  const slots = new Int32Array(wanted + 1);
  let kept = 0;
  // Hits are in slot order, which is mostly creation order: visited from the end for a descending
  // order, the newest (the winners of the default order) fill the window first and nearly every
  // later hit is rejected with one comparison; visited in slot order they would each be inserted.
  const step = direction === -1 ? -1 : 1;
  for (let n = step === 1 ? 0 : hits.length - 1; n >= 0 && n < hits.length; n += step) {
    const slot = hits[n] ?? 0;
    const value = values[byPosition ? n : slot] ?? Number.NaN;
    let key: number;
    if (value !== value) key = nullKey;
    else if (value === Number.POSITIVE_INFINITY || value === Number.NEGATIVE_INFINITY) return undefined;
    else key = direction * value;
    if (kept === wanted) {
      const worstKey = keys[kept - 1] ?? 0;
      if (key > worstKey || (key === worstKey && slot < (slots[kept - 1] ?? 0))) continue;
    }
    // Insertion point: after every kept hit ordered before this one (smaller key, or same key and newer).
    let low = 0;
    let high = kept;
    while (low < high) {
      const mid = (low + high) >> 1;
      const midKey = keys[mid] ?? 0;
      if (midKey < key || (midKey === key && (slots[mid] ?? 0) > slot)) low = mid + 1;
      else high = mid;
    }
    keys.copyWithin(low + 1, low, kept);
    slots.copyWithin(low + 1, low, kept);
    keys[low] = key;
    slots[low] = slot;
    if (kept < wanted) kept += 1;
  }
  return Array.from(slots.subarray(0, kept));
}
