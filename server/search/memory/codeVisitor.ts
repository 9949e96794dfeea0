import type { SearchIndex } from './searchIndex';
import type { TermReader } from './slotReaders';

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
 * Adds one to counts[code] for every value code of every slot in slots, recording in touched the
 * codes seen for the first time: the whole hit list of a search counted in one loop per facet, with
 * the array reads inline (no call per slot or per code).
 */
export function tallyCodes(index: SearchIndex, reader: TermReader, slots: readonly number[], counts: Int32Array, touched: number[]): void {
  const { layout } = reader;
  const { typeOrd, idx } = index;
  const bump = (code: number): void => {
    const seen = counts[code] ?? 0;
    if (seen === 0) touched.push(code);
    counts[code] = seen + 1;
  };
  for (let n = 0; n < slots.length; n += 1) {
    const slot = slots[n] ?? 0;
    let code: number;
    let extra: readonly number[] | undefined;
    if (layout.kind === 'bySlot') code = layout.codes[slot] ?? -1;
    else if (layout.kind === 'typeTerm') code = layout.terms[typeOrd[slot] ?? 0] ?? -1;
    else {
      const type = typeOrd[slot] ?? 0;
      const first = layout.firsts[type];
      if (first === undefined) continue;
      const row = idx[slot] ?? 0;
      code = first[row] ?? -1;
      extra = layout.mores[type]?.get(row);
    }
    if (code < 0) continue;
    const seen = counts[code] ?? 0;
    if (seen === 0) touched.push(code);
    counts[code] = seen + 1;
    if (extra !== undefined) for (const other of extra) bump(other);
  }
}
