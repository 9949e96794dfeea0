import { beforeAll, describe, expect, it } from 'vitest';
import type { LovDeclaration } from '../../engine/declarations/bundle';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../engine/registry/registry';
import type { CachedItem } from '../net/itemCache';
import {
  addWrite,
  listRows,
  listScopeParam,
  lovValueSearch,
  moveWrites,
  newValueProblem,
  parseListScopeParam,
  stateWrite,
  translateWrite,
} from './listValues';

let registry: Registry;
let meetingTypes: LovDeclaration;
beforeAll(async () => {
  registry = await builtInRegistry();
  const lov = registry.lovs.get('ORG_MEETING_TYPES');
  if (!lov) throw new Error('ORG_MEETING_TYPES is declared');
  meetingTypes = lov;
});

const item = (i: number, fields: Record<string, unknown>): CachedItem => ({ $id: `LOVValue-${i}`, _t: 'LOVValue', _i: i, _u: 1, list: 'ORG_MEETING_TYPES', ...fields });
const shared = { list: 'ORG_MEETING_TYPES' };
const owned = { list: 'ORG_MEETING_TYPES', owner: 'Organization-3' };

describe('list rows', () => {
  it('merge the declared values with shared LOVValue items in display order', () => {
    const rows = listRows(meetingTypes, shared, [
      item(1, { key: 'BOARD', t: { en: 'Board' } }),
      item(2, { key: 'VIRTUAL', t: { en: 'Online', fr: 'En ligne' }, state: 'ARCHIVED' }),
      item(3, { key: 'ELDERS', t: { en: 'Elders' }, owner: 'Organization-3' }),
      item(4, { key: 'FIRST', t: { en: 'First' }, order: 1 }),
    ]);
    expect(rows.map((r) => [r.key, r.position, r.declared, r.state])).toEqual([
      ['FIRST', 1, false, 'ACTIVE'],
      ['IN_PERSON', 10, true, 'ACTIVE'],
      ['VIRTUAL', 20, true, 'ARCHIVED'],
      ['SITE_VISIT', 30, true, 'ACTIVE'],
      ['COMMUNITY_SESSION', 40, true, 'ACTIVE'],
      ['NEGOTIATION', 50, true, 'ACTIVE'],
      ['BOARD', 60, false, 'ACTIVE'],
    ]);
    expect(rows.find((r) => r.key === 'VIRTUAL')).toMatchObject({ t: { en: 'Online', fr: 'En ligne' }, item: { $id: 'LOVValue-2', _u: 1 } });
    expect(rows.find((r) => r.key === 'IN_PERSON')?.item).toBeUndefined();
  });

  it('of an owner are its own items only', () => {
    const rows = listRows(meetingTypes, owned, [item(1, { key: 'BOARD', t: { en: 'Board' } }), item(3, { key: 'ELDERS', t: { en: 'Elders' }, owner: 'Organization-3' }), item(5, { key: 'X', t: { en: 'X' }, owner: 'Organization-4' })]);
    expect(rows.map((r) => r.key)).toEqual(['ELDERS']);
  });

  it('are found by a search on the list and owner', () => {
    expect(lovValueSearch(owned).must).toContainEqual({ prop: 'owner', kind: 'eq', value: 'Organization-3' });
    expect(lovValueSearch(shared).mustNot).toEqual([{ prop: 'owner', kind: 'exists' }]);
    expect(lovValueSearch(shared)).toMatchObject({ max: 'all', sort: [{ field: '_i', order: 'asc' }] });
  });
});

describe('list writes', () => {
  const rows = () => listRows(meetingTypes, shared, [item(2, { key: 'VIRTUAL', t: { en: 'Online' } })]);

  it('translate a stored value by patching it, a declared one by adding an item with the whole value', () => {
    const [inPerson, virtual] = rows();
    if (!inPerson || !virtual) throw new Error('rows');
    expect(translateWrite(shared, virtual, { fr: ' En ligne ', en: 'Online' })).toEqual({ op: 'update', patch: { $id: 'LOVValue-2', _u: 1, t: { en: 'Online', fr: 'En ligne' } } });
    expect(translateWrite(shared, inPerson, { fr: 'Sur place', en: '' })).toEqual({
      op: 'create',
      fields: { list: 'ORG_MEETING_TYPES', key: 'IN_PERSON', t: { en: 'In person', fr: 'Sur place' }, state: 'ACTIVE' },
    });
  });

  it('archive and unarchive', () => {
    const [inPerson, virtual] = rows();
    if (!inPerson || !virtual) throw new Error('rows');
    expect(stateWrite(shared, virtual, 'ARCHIVED')).toEqual({ op: 'update', patch: { $id: 'LOVValue-2', _u: 1, state: 'ARCHIVED' } });
    expect(stateWrite(owned, inPerson, 'ARCHIVED')).toMatchObject({ op: 'create', fields: { owner: 'Organization-3', state: 'ARCHIVED', key: 'IN_PERSON' } });
  });

  it('reorder by swapping two positions', () => {
    expect(moveWrites(shared, rows(), 1, -1)).toEqual([
      { op: 'update', patch: { $id: 'LOVValue-2', _u: 1, order: 10 } },
      { op: 'create', fields: { list: 'ORG_MEETING_TYPES', key: 'IN_PERSON', t: { en: 'In person', fr: 'En personne' }, state: 'ACTIVE', order: 20 } },
    ]);
    expect(moveWrites(shared, rows(), 0, -1)).toEqual([]);
  });

  it('add a value last, refusing bad or taken keys and a missing English label', () => {
    const current = rows();
    expect(newValueProblem(current, 'elders circle', { en: 'x' })).toBe('lovs.problem.key');
    expect(newValueProblem(current, 'VIRTUAL', { en: 'x' })).toBe('lovs.problem.duplicate');
    expect(newValueProblem([], 'VIRTUAL', { en: 'x' }, ['VIRTUAL'])).toBe('lovs.problem.duplicate');
    expect(newValueProblem(current, 'ELDERS', { en: ' ', fr: 'Aînés' })).toBe('lovs.problem.english');
    expect(newValueProblem(current, 'ELDERS', { en: 'Elders circle' })).toBeUndefined();
    expect(addWrite(owned, 'ELDERS', { en: 'Elders circle', fr: '' }, current)).toEqual({
      op: 'create',
      fields: { list: 'ORG_MEETING_TYPES', key: 'ELDERS', t: { en: 'Elders circle' }, state: 'ACTIVE', owner: 'Organization-3', order: 60 },
    });
  });
});

describe('the list-lov route parameter', () => {
  it('names a list and optionally its owner', () => {
    expect(listScopeParam(owned)).toBe('ORG_MEETING_TYPES.Organization-3');
    expect(parseListScopeParam('ORG_MEETING_TYPES.Organization-3')).toEqual(owned);
    expect(parseListScopeParam('ORG_MEETING_TYPES')).toEqual(shared);
    for (const bad of [undefined, '', 'org_types', 'ORG_TYPES.', '.Organization-3']) expect(parseListScopeParam(bad), String(bad)).toBeUndefined();
  });
});
