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
