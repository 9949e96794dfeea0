import type { TermDictionary } from './termDictionary';

/** Viewers whose marks are kept (each two arrays of one byte per term code: 2 MB at a million items). */
const KEPT_VIEWERS = 8;

/** One byte per term code: 1 where the code is one of the viewer's persons (or organizations). */
export interface PrincipalMarks {
  persons: Uint8Array;
  orgs: Uint8Array;
}

/**
 * The read rule's membership arrays per viewer, kept between searches. Built per search they were
 * two fresh arrays of one byte per term (975k terms at 1M items): external memory V8 counts toward
 * its collection triggers, so a member's searches set off scavenges and, every few searches, a full
 * collection of the whole index heap (the 400–600 ms runs of a member's match-all at 1M). Codes are
 * never reused and a code's text never changes, so marks computed at a dictionary size stay exact
 * while the size stays; a new term (maybe a new principal's id) changes the size and the marks are
 * computed again.
 */
export class PrincipalMarksCache {
  private readonly kept = new Map<string, { size: number; marks: PrincipalMarks }>();

  constructor(private readonly terms: TermDictionary) {}

  marksOf(persons: readonly string[], orgs: readonly string[]): PrincipalMarks {
    const key = JSON.stringify([persons, orgs]);
    const size = this.terms.size;
    const found = this.kept.get(key);
    if (found !== undefined && found.size === size) {
      // Most recently used last: the oldest viewer is the first to go.
      this.kept.delete(key);
      this.kept.set(key, found);
      return found.marks;
    }
    const marks: PrincipalMarks = { persons: this.marked(persons, found?.marks.persons, size), orgs: this.marked(orgs, found?.marks.orgs, size) };
    this.kept.delete(key);
    this.kept.set(key, { size, marks });
    for (const oldest of this.kept.keys()) {
      if (this.kept.size <= KEPT_VIEWERS) break;
      this.kept.delete(oldest);
    }
    return marks;
  }

  /** Marks of texts over `size` codes, reusing `previous` (its length, cleared) when it is large enough. */
  private marked(texts: readonly string[], previous: Uint8Array | undefined, size: number): Uint8Array {
    const marks = previous !== undefined && previous.length >= size ? previous.fill(0) : new Uint8Array(Math.ceil(size * 1.125) + 64);
    for (const code of this.terms.codesMatching(texts, [])) marks[code] = 1;
    return marks;
  }
}
