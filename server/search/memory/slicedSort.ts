import type { Steps } from './slicedWork';

/** Elements per run sorted at once, and per merge step: a few milliseconds each at this size. */
export const STEP_ELEMENTS = 16_384;

/** A writable list by position: a typed array or an array. */
interface Buffer<T> {
  [position: number]: T;
  readonly length: number;
}

/**
 * Sorts `values` in steps (slicedWork.ts): runs of STEP_ELEMENTS sorted by `sortRun`, then merged
 * pairwise by `less` (texts; numbers have their own loop below), a step every STEP_ELEMENTS elements written. The result is `values` or
 * `spare` (same length), whichever holds the last pass. Stable merges: equal elements keep the runs'
 * order, so the result equals one sort of the whole by the same order.
 */
function* mergeSortSteps<T, B extends Buffer<T>>(values: B, spare: B, sortRun: (from: number, to: number) => void, less: (a: T, b: T) => boolean): Steps<B> {
  const count = values.length;
  for (let from = 0; from < count; from += STEP_ELEMENTS) {
    sortRun(from, Math.min(count, from + STEP_ELEMENTS));
    yield;
  }
  let source = values;
  let target = spare;
  for (let width = STEP_ELEMENTS; width < count; width *= 2) {
    let written = 0;
    for (let low = 0; low < count; low += 2 * width) {
      const middle = Math.min(count, low + width);
      const high = Math.min(count, low + 2 * width);
      let left = low;
      let right = middle;
      for (let out = low; out < high; out += 1) {
        if (right < high && (left >= middle || less(source[right] as T, source[left] as T))) target[out] = source[right++] as T;
        else target[out] = source[left++] as T;
        written += 1;
        if (written % STEP_ELEMENTS === 0) yield;
      }
    }
    [source, target] = [target, source];
  }
  return source;
}

/**
 * A copy of `values` (no NaN) sorted ascending, in steps: runs sorted natively, merged by a loop
 * comparing inline (a comparator call per element made the merge several times slower).
 */
export function* sortedNumbersSteps(values: Float64Array): Steps<Float64Array> {
  const count = values.length;
  let source = Float64Array.from(values);
  for (let from = 0; from < count; from += STEP_ELEMENTS) {
    source.subarray(from, Math.min(count, from + STEP_ELEMENTS)).sort();
    yield;
  }
  let target = new Float64Array(count);
  for (let width = STEP_ELEMENTS; width < count; width *= 2) {
    for (let low = 0; low < count; low += 2 * width) {
      const middle = Math.min(count, low + width);
      const high = Math.min(count, low + 2 * width);
      let left = low;
      let right = middle;
      let out = low;
      while (out < high) {
        // One step per STEP_ELEMENTS elements written.
        const stop = Math.min(high, out + STEP_ELEMENTS);
        for (; out < stop; out += 1) {
          const a = source[left] ?? 0;
          const b = source[right] ?? 0;
          if (right < high && (left >= middle || b < a)) {
            target[out] = b;
            right += 1;
          } else {
            target[out] = a;
            left += 1;
          }
        }
        yield;
      }
    }
    [source, target] = [target, source];
  }
  return source;
}

/** Texts by UTF-16 code unit, as `<` compares them. */
const textOrder = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A copy of `texts` sorted by code unit, in steps. */
export function* sortedTextsSteps(texts: readonly string[]): Steps<string[]> {
  const copy = texts.slice();
  const sortRun = (from: number, to: number): void => {
    const run = copy.slice(from, to).sort(textOrder);
    for (let n = 0; n < run.length; n += 1) copy[from + n] = run[n] ?? '';
  };
  return yield* mergeSortSteps<string, string[]>(copy, new Array<string>(copy.length), sortRun, (a, b) => a < b);
}
