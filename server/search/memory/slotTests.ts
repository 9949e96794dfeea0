import type { FieldSource } from '../fieldSource';
import { instantBound, scalarForms } from '../filterSql';
import type { RangeBound, Scalar } from '../searchRequest';
import type { SearchIndex } from './searchIndex';
import { someCode } from './codeVisitor';
import { slotReader, type SlotReader } from './slotReaders';
import { withNarrow } from './narrowing';

/** A condition on one item slot. */
export type SlotTest = (slot: number) => boolean;

export const ALWAYS: SlotTest = () => true;
export const NEVER: SlotTest = () => false;

/**
 * Thrown where the index would not answer exactly as SQL does (a condition SQL evaluates to NULL,
 * irregular creation instants, relevance order): the search then runs on the SQL path.
 */
export class IndexCannotAnswer extends Error {}

function codeTest(codes: ReadonlySet<number>): (code: number) => boolean {
  if (codes.size === 0) return () => false;
  if (codes.size === 1) {
    const [only] = codes;
    return (code) => code === only;
  }
  return (code) => codes.has(code);
}

/** The reader of a source, refusing the creation instant while some stored instant is irregular. */
export function readerOf(index: SearchIndex, source: FieldSource): SlotReader {
  if (source.kind === 'column' && source.value === 'instant' && index.irregularTimes.size > 0) throw new IndexCannotAnswer('irregular creation instants');
  return slotReader(index, source);
}

/** The slots whose values pass a test on their term codes. */
export function anyTerm(index: SearchIndex, source: FieldSource, test: (code: number) => boolean): SlotTest {
  const reader = readerOf(index, source);
  if (reader.kind !== 'terms') throw new IndexCannotAnswer('not a term field');
  return someCode(index, reader, test);
}

/** Equal to one of the values (filterSql matchAny). */
export function matchAnyTest(index: SearchIndex, source: FieldSource, values: readonly Scalar[], numericKeys = false): SlotTest {
  const { texts, nums } = scalarForms(source, values, numericKeys);
  const reader = readerOf(index, source);
  switch (reader.kind) {
    case 'terms': {
      const codes = index.terms.codesMatching(texts, source.kind === 'values' ? nums : []);
      if (codes.size === 0) return NEVER;
      return someCode(index, reader, codeTest(codes));
    }
    case 'num': {
      const wanted = new Set(nums);
      return (slot) => wanted.has(reader.value(slot));
    }
    case 'instant': {
      const wanted = new Set(texts.map((text) => Date.parse(text)).filter((ms, n) => Number.isFinite(ms) && new Date(ms).toISOString() === texts[n]));
      return (slot) => wanted.has(reader.value(slot));
    }
    case 'id': {
      // "Type-01" names no item: only a text equal to the slot's own id matches.
      const slots = new Set<number>();
      for (const text of texts) {
        const slot = index.slotOfId(text);
        if (slot !== 0 && index.idOf(slot) === text) slots.add(slot);
      }
      return (slot) => slots.has(slot);
    }
  }
}

function between<T extends number | string>(value: T, low: T | undefined, high: T | undefined): boolean {
  return (low === undefined || value >= low) && (high === undefined || value <= high);
}

/** from <= value <= to (filterSql rangeCondition). */
export function rangeTest(index: SearchIndex, source: FieldSource, from?: RangeBound, to?: RangeBound): SlotTest {
  const low = from === undefined ? undefined : instantBound(from, false);
  const high = to === undefined ? undefined : instantBound(to, true);
  const numeric = (from === undefined || low !== undefined) && (to === undefined || high !== undefined);
  const unbounded = from === undefined && to === undefined;
  const reader = readerOf(index, source);
  const lowText = from === undefined ? undefined : String(from);
  const highText = to === undefined ? undefined : String(to);
  switch (reader.kind) {
    case 'terms': {
      if (source.kind === 'column') {
        if (unbounded) return ALWAYS;
        if (numeric) throw new IndexCannotAnswer('numeric range on a text column is NULL in SQL');
        return anyTerm(index, source, (code) => between(index.terms.text(code) ?? '', lowText, highText));
      }
      if (numeric) {
        const nums = index.terms.numbers();
        return anyTerm(index, source, (code) => {
          const n = nums[code] ?? Number.NaN;
          return unbounded || (!Number.isNaN(n) && between(n, low, high));
        });
      }
      return anyTerm(index, source, (code) => {
        const text = index.terms.text(code);
        return text !== null && between(text, lowText, highText);
      });
    }
    case 'num':
      if (unbounded) return ALWAYS;
      if (!numeric) throw new IndexCannotAnswer('text range on a number column is NULL in SQL');
      return (slot) => between(reader.value(slot), low, high);
    case 'instant': {
      if (!numeric) throw new IndexCannotAnswer('text range on the creation instant');
      const test: SlotTest = (slot) => between(reader.value(slot), low, high);
      const { array } = reader;
      if (array === undefined) return test;
      // The list form reads the per-slot column directly; NaN (no instant) fails a bound as in between().
      return withNarrow(test, (slots, count) => {
        let kept = 0;
        for (let n = 0; n < count; n += 1) {
          const slot = slots[n] ?? 0;
          const value = array[slot] ?? Number.NaN;
          if ((low === undefined || value >= low) && (high === undefined || value <= high)) slots[kept++] = slot;
        }
        return kept;
      });
    }
    case 'id':
      if (unbounded) return ALWAYS;
      if (numeric) throw new IndexCannotAnswer('numeric range on the id is NULL in SQL');
      return (slot) => between(reader.value(slot), lowText, highText);
  }
}

/** Has a value (filterSql exists). */
export function existsTest(index: SearchIndex, source: FieldSource): SlotTest {
  const reader = readerOf(index, source);
  if (reader.kind !== 'terms') return ALWAYS;
  const test: SlotTest = (slot) => reader.first(slot) >= 0;
  const { layout } = reader;
  if (layout.kind !== 'byType') return test;
  const { firsts } = layout;
  const { typeOrd, idx } = index;
  return withNarrow(test, (slots, count) => {
    let kept = 0;
    for (let n = 0; n < count; n += 1) {
      const slot = slots[n] ?? 0;
      const first = firsts[typeOrd[slot] ?? 0];
      if (first !== undefined && (first[idx[slot] ?? 0] ?? -1) >= 0) slots[kept++] = slot;
    }
    return kept;
  });
}

/** SQLite LIKE with ESCAPE '\': % any run, _ one character, ASCII letters without case. */
export function likeMatcher(pattern: string): (text: string) => boolean {
  const fold = (text: string): string => text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
  const literal = (c: string): string => fold(c).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  let source = '';
  for (let n = 0; n < pattern.length; n += 1) {
    const c = pattern[n] ?? '';
    if (c === '\\' && n + 1 < pattern.length) {
      n += 1;
      source += literal(pattern[n] ?? '');
    } else if (c === '%') source += '[\\s\\S]*';
    else if (c === '_') source += '[\\s\\S]';
    else source += literal(c);
  }
  const regex = new RegExp(`^${source}$`, 'u');
  return (text) => regex.test(fold(text));
}

/** LIKE pattern on the field's text (filterSql likeCondition). */
export function likeTest(index: SearchIndex, source: FieldSource, pattern: string): SlotTest {
  const like = likeMatcher(pattern);
  const reader = readerOf(index, source);
  switch (reader.kind) {
    case 'terms': {
      const memo = new Map<number, boolean>();
      return anyTerm(index, source, (code) => {
        let known = memo.get(code);
        if (known === undefined) {
          const text = index.terms.text(code);
          known = text !== null && like(text);
          memo.set(code, known);
        }
        return known;
      });
    }
    case 'num':
      throw new IndexCannotAnswer('LIKE on a number column is NULL in SQL');
    case 'instant':
      return (slot) => like(new Date(reader.value(slot)).toISOString());
    case 'id':
      return (slot) => like(reader.value(slot));
  }
}
