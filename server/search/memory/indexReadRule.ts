import type { SqlClient } from '../../db/sqlClient';
import { prepared } from '../../db/preparedStatements';
import type { Registry } from '../../../engine/registry/registry';
import { allPrincipals } from '../../permissions/principals';
import type { Viewer } from '../../permissions/accessPredicate';
import { SELF_OWNER_FIELD } from '../../permissions/selfOwnership';
import { jsonList } from '../../permissions/sqlFragment';
import type { SearchIndex } from './searchIndex';
import { someMarked } from './codeVisitor';
import { slotReader, type TermReader } from './slotReaders';
import { ALWAYS, type SlotTest } from './slotTests';
import { narrowByMask, withNarrow } from './narrowing';

/** The read rule of one search: its test, and the readable slots when the rule restricts them. */
export interface ReadRule {
  /** Whether the viewer may read a slot (grants included). */
  test: SlotTest;
  /** Every live slot the viewer may read, ascending (grants included), and at most how many; undefined for an administrator (every slot). */
  readable: { atMost: number; slots: () => ArrayLike<number> } | undefined;
}

/** The granted slots merged into the readable list (both ascending, no repeats). */
function withGranted(slots: Int32Array, granted: ReadonlySet<number>, live: Uint8Array): ArrayLike<number> {
  if (granted.size === 0) return slots;
  const merged = new Set<number>(slots);
  for (const slot of granted) if (live[slot] === 1) merged.add(slot);
  return Int32Array.from(merged).sort();
}

/**
 * The read rule over the index, the viewer's answer kept between searches (readableSets.ts): the
 * per-search test is one byte per slot plus the grants, and a search can visit the readable slots
 * instead of every slot.
 */
export function readRule(db: SqlClient, index: SearchIndex, registry: Registry, viewer: Viewer): ReadRule {
  if (viewer.kind === 'admin') return { test: ALWAYS, readable: undefined };
  const key = viewer.kind === 'anonymous' ? 'anonymous' : JSON.stringify([viewer.principals.persons, viewer.principals.orgs]);
  const { mask, slots } = index.readableSets.setOf(key, registry.hash, ruleWithoutGrants(index, registry, viewer));
  const granted = viewer.kind === 'anonymous' ? new Set<number>() : grantedSlots(db, viewer);
  const test: SlotTest = granted.size === 0 ? withNarrow((slot) => mask[slot] === 1, narrowByMask(mask)) : (slot) => mask[slot] === 1 || granted.has(slot);
  return { test, readable: { atMost: slots().length + granted.size, slots: () => withGranted(slots(), granted, index.live) } };
}

/** The slots granted to the viewer's principals (the grants table: a handful of rows, always current). */
function grantedSlots(db: SqlClient, viewer: Extract<Viewer, { kind: 'user' }>): Set<number> {
  return new Set(
    prepared<[string], number>(db, 'SELECT i.seq FROM grants g JOIN items i ON i.id = g.item_id WHERE g.grantee IN (SELECT value FROM json_each(?))')
      .pluck()
      .all(jsonList(allPrincipals(viewer.principals))),
  );
}

/**
 * The read rule (permissions/accessPredicate readPredicate) over the index, grants aside. The principals a type's
 * access hints name are stored both as item_access rows and as the item_values of those fields (the
 * index plan indexes every access field), so the index checks the values; grants are read from the
 * grants table at each search (few rows per grantee, and always current).
 */
function ruleWithoutGrants(index: SearchIndex, registry: Registry, viewer: Exclude<Viewer, { kind: 'admin' }>): SlotTest {
  const codes = (texts: readonly string[]): Set<number> => index.terms.codesMatching(texts, []);
  const { access, createdBy } = index;
  if (viewer.kind === 'anonymous') {
    const publicCode = [...codes(['PUBLIC'])][0] ?? -2;
    return (slot) => access[slot] === publicCode;
  }
  const { persons, orgs } = viewer.principals;
  const open = codes(['PUBLIC', 'COMMUNITY']);
  const privateCode = [...codes(['PRIVATE'])][0] ?? -2;
  // Membership as one byte per term code: the test runs for every candidate (a million at match-all),
  // where an array read is cheaper than a hash lookup. Kept per viewer between searches (principalMarks.ts).
  const { persons: personMarks, orgs: orgMarks } = index.principalMarks.marksOf(persons, orgs);
  const selfOwned = new Set(orgs.map((id) => index.slotOfId(id)).filter((slot) => slot !== 0 && orgs.includes(index.idOf(slot))));
  const byType = index.segments.map((segment): SlotTest => {
    const plan = registry.types.get(segment.type)?.index.access;
    if (!plan) return () => false;
    const reader = (path: string): TermReader => {
      const found = slotReader(index, { kind: 'values', field: path });
      if (found.kind !== 'terms') throw new Error('values are terms');
      return found;
    };
    const checks: SlotTest[] = [];
    if (plan.ownerField === SELF_OWNER_FIELD) checks.push((slot) => selfOwned.has(slot));
    else if (plan.ownerField !== undefined) {
      checks.push(someMarked(index, reader(plan.ownerField), orgMarks));
    }
    for (const path of [...plan.personFields, ...(plan.selfField === undefined ? [] : [plan.selfField])]) {
      checks.push(someMarked(index, reader(path), personMarks));
    }
    for (const path of plan.participantFields) {
      const participant = someMarked(index, reader(path), orgMarks);
      checks.push((slot) => access[slot] !== privateCode && participant(slot));
    }
    const [a, b] = checks;
    if (checks.length === 1 && a) return a;
    if (checks.length === 2 && a && b) return (slot) => a(slot) || b(slot);
    return (slot) => checks.some((check) => check(slot));
  });
  const { typeOrd } = index;
  // PUBLIC and COMMUNITY are one term each: two comparisons instead of a set lookup per slot.
  const [openA = -2, openB = -2] = open;
  const isOpen = open.size <= 2 ? (code: number): boolean => code === openA || code === openB : (code: number): boolean => open.has(code);
  // One closure with the tests written out: it runs for every slot when a viewer's set is computed.
  return (slot) => {
    if (isOpen(access[slot] ?? -1)) return true;
    const creator = createdBy[slot] ?? -1;
    if (creator >= 0 && personMarks[creator] === 1) return true;
    return byType[typeOrd[slot] ?? 0]?.(slot) ?? false;
  };
}
