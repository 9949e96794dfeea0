import type { SearchIndex } from './searchIndex';
import type { HitProfile } from './hitProfile';
import type { TermReader } from './slotReaders';
import { firstCodeTally } from './columnTally';

/**
 * Calls visit(code) for every value code of a slot (none when it has no value), reading the term
 * field's arrays directly: facet counting and bucket masks run this for every hit, so the layout is
 * resolved once per search instead of through first() and more() per slot.
 */
export function codeVisitor(index: SearchIndex, reader: TermReader, visit: (code: number) => void): (slot: number) => void {
  const { layout } = reader;
  const { typeOrd, idx } = index;
  switch (layout.kind) {
    case 'bySlot': {
      const { codes } = layout;
      return (slot) => {
        const code = codes[slot] ?? -1;
        if (code >= 0) visit(code);
      };
    }
    case 'typeTerm': {
      const { terms } = layout;
      return (slot) => {
        const code = terms[typeOrd[slot] ?? 0] ?? -1;
        if (code >= 0) visit(code);
      };
    }
    case 'byType': {
      const { firsts, mores } = layout;
      return (slot) => {
        const type = typeOrd[slot] ?? 0;
        const first = firsts[type];
        if (first === undefined) return;
        const row = idx[slot] ?? 0;
        const code = first[row] ?? -1;
        if (code < 0) return;
        visit(code);
        const more = mores[type];
        if (more === undefined) return;
        const extra = more.get(row);
        if (extra !== undefined) for (const other of extra) visit(other);
      };
    }
  }
}

/**
 * Whether some value code of a slot is marked (marks: one byte per term code), as someCode with the
 * test written out: the read rule runs it for every slot of a member's match-all.
 */
export function someMarked(index: SearchIndex, reader: TermReader, marks: Uint8Array): (slot: number) => boolean {
  const { layout } = reader;
  if (layout.kind !== 'byType') return someCode(index, reader, (code) => marks[code] === 1);
  const { firsts, mores } = layout;
  const { typeOrd, idx } = index;
  return (slot) => {
    const type = typeOrd[slot] ?? 0;
    const first = firsts[type];
    if (first === undefined) return false;
    const row = idx[slot] ?? 0;
    const code = first[row] ?? -1;
    if (code < 0) return false;
    if (marks[code] === 1) return true;
    const extra = mores[type]?.get(row);
    return extra !== undefined && extra.some((other) => marks[other] === 1);
  };
}

/** Whether some value code of a slot passes test (SQL's EXISTS over item_values), over the same direct arrays. */
export function someCode(index: SearchIndex, reader: TermReader, test: (code: number) => boolean): (slot: number) => boolean {
  const { layout } = reader;
  const { typeOrd, idx } = index;
  switch (layout.kind) {
    case 'bySlot': {
      const { codes } = layout;
      return (slot) => {
        const code = codes[slot] ?? -1;
        return code >= 0 && test(code);
      };
    }
    case 'typeTerm': {
      const { terms } = layout;
      return (slot) => {
        const code = terms[typeOrd[slot] ?? 0] ?? -1;
        return code >= 0 && test(code);
      };
    }
    case 'byType': {
      const { firsts, mores } = layout;
      return (slot) => {
        const type = typeOrd[slot] ?? 0;
        const first = firsts[type];
        if (first === undefined) return false;
        const row = idx[slot] ?? 0;
        const code = first[row] ?? -1;
        if (code < 0) return false;
        if (test(code)) return true;
        const extra = mores[type]?.get(row);
        return extra !== undefined && extra.some(test);
      };
    }
  }
}

/**
 * Adds one to counts[code] for every value code of every hit, recording in touched the codes seen
 * for the first time: the whole hit list of a search counted in one loop per facet, the layout
 * resolved once outside the loop and the array reads inline (no call per slot or per code). Types
 * hit whole are counted over their column in one sequential pass, the type facet from the hits per
 * type (hitProfile.ts); the other hits one by one.
 */
export function tallyCodes(index: SearchIndex, reader: TermReader, profile: HitProfile, counts: Int32Array, touched: number[]): void {
  const { layout } = reader;
  // The increments are written out in each loop: a shared closure per value measured 5× slower.
  if (layout.kind === 'bySlot') {
    const slots = profile.hits;
    const length = slots.length;
    const { codes } = layout;
    for (let n = 0; n < length; n += 1) {
      const code = codes[slots[n] ?? 0] ?? -1;
      if (code < 0) continue;
      const seen = counts[code] ?? 0;
      if (seen === 0) touched.push(code);
      counts[code] = seen + 1;
    }
    return;
  }
  if (layout.kind === 'typeTerm') {
    profile.hitsByType().forEach((hits, type) => {
      const code = layout.terms[type] ?? -1;
      if (hits === 0 || code < 0) return;
      if ((counts[code] ?? 0) === 0) touched.push(code);
      counts[code] = (counts[code] ?? 0) + hits;
    });
    return;
  }
  const { firsts, mores } = layout;
  const bumpAll = (codes: readonly number[]): void => {
    for (const code of codes) {
      const seen = counts[code] ?? 0;
      if (seen === 0) touched.push(code);
      counts[code] = seen + 1;
    }
  };
  const whole = profile.anyWhole(firsts) ? profile.wholeTypes() : undefined;
  if (whole) {
    firsts.forEach((first, type) => {
      if (first === undefined || whole[type] !== 1) return;
      mores[type]?.forEach(bumpAll);
      // The column's kept tally: as many additions as distinct codes, not as rows.
      const column = layout.columns[type];
      const tally = column === undefined ? undefined : firstCodeTally(column, index.segments[type]?.liveRows ?? 0);
      if (tally !== undefined) {
        for (const [code, times] of tally) {
          const seen = counts[code] ?? 0;
          if (seen === 0) touched.push(code);
          counts[code] = seen + times;
        }
        return;
      }
      for (let row = 0; row < first.length; row += 1) {
        const code = first[row] ?? -1;
        if (code < 0) continue;
        const seen = counts[code] ?? 0;
        if (seen === 0) touched.push(code);
        counts[code] = seen + 1;
      }
    });
  }
  // Every hit in a type hit whole (an administrator's match-all): counted above, no hit to visit.
  if (profile.onlyWhole()) return;
  const { types, rows } = profile.typesAndRows();
  const length = types.length;
  for (let n = 0; n < length; n += 1) {
    const type = types[n] ?? 0;
    const first = firsts[type];
    if (first === undefined || (whole !== undefined && whole[type] === 1)) continue;
    const row = rows[n] ?? 0;
    const code = first[row] ?? -1;
    if (code < 0) continue;
    const seen = counts[code] ?? 0;
    if (seen === 0) touched.push(code);
    counts[code] = seen + 1;
    // Only list fields have extras: the map is consulted for their types alone.
    const more = mores[type];
    if (more === undefined) continue;
    const extra = more.get(row);
    if (extra !== undefined) bumpAll(extra);
  }
}
