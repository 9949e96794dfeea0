import { beforeAll, describe, expect, it } from 'vitest';
import { builtInRegistry } from '../../../engine/typedef/builtInBundles.testkit';
import type { Registry } from '../../../engine/registry/registry';
import { createPrefillParam, hasOwnInput, parseCreatePrefill } from './createPrefill';
import { createsOwnedItem, RELATED_DEFAULT_MAX, relatedListsOf, relatedMatch, relatedSearchRequest } from './relatedLists';

let registry: Registry;
beforeAll(async () => {
  registry = await builtInRegistry();
});

describe('related lists of an item page', () => {
  it('come from the type declaration (an organization lists contacts, logs, meetings, dispositions)', () => {
    expect(relatedListsOf(registry, 'Organization').map((r) => [r.key, r.type, r.field])).toEqual([
      ['contacts', 'Contact', 'assigned'],
      ['commLogs', 'CommLog', 'owner'],
      ['meetings', 'Meeting', 'owner'],
      ['dispositions', 'Disposition', 'owner'],
    ]);
    expect(relatedListsOf(registry, 'Contact')).toEqual([]);
    expect(relatedListsOf(registry, 'Nope')).toEqual([]);
  });

  it('search the listed type for items naming this one, in the declared order or the type default', () => {
    const [contacts, , meetings, dispositions] = relatedListsOf(registry, 'Organization');
    if (!contacts || !meetings || !dispositions) throw new Error('Organization declares four related lists');
    expect(relatedSearchRequest(registry, meetings, 'Organization-3')).toEqual({
      must: [
        { kind: 'type', value: 'Meeting' },
        { prop: 'owner', kind: 'eq', value: 'Organization-3' },
      ],
      sort: [
        { field: 'date', order: 'desc' },
        { field: 'start', order: 'desc' },
      ],
      labels: true,
      max: RELATED_DEFAULT_MAX,
    });
    expect(relatedSearchRequest(registry, contacts, 'Organization-3').sort?.[0]).toEqual({ field: 'lastName', order: 'asc' });
    // No declared sort: the Disposition type's default sort.
    expect(relatedSearchRequest(registry, dispositions, 'Organization-3').sort).toEqual([{ field: 'label', order: 'asc' }]);
    expect(relatedSearchRequest(registry, { ...dispositions, max: 3 }, 'Organization-3').max).toBe(3);
    expect(relatedMatch(contacts, 'Organization-9')).toEqual([{ prop: 'assigned', kind: 'eq', value: 'Organization-9' }]);
  });

  it('know when a new item would be owned by this one (its owner field is pre-filled)', () => {
    const lists = relatedListsOf(registry, 'Organization');
    expect(lists.map((r) => createsOwnedItem(registry, r))).toEqual([true, true, true, true]);
    const first = lists[0];
    if (!first) throw new Error('Organization declares related lists');
    expect(createsOwnedItem(registry, { ...first, type: 'Meeting', field: 'otherOrgs' })).toBe(false);
  });
});

describe('create cells pre-filled through their route parameter', () => {
  const schema = () => {
    const declaration = registry.types.get('Contact')?.declaration;
    if (!declaration) throw new Error('Contact is declared');
    return declaration.schema;
  };

  it('round-trips declared fields and drops the rest', () => {
    const param = createPrefillParam({ assigned: 'Organization-3' });
    expect(parseCreatePrefill(param, schema())).toEqual({ assigned: 'Organization-3' });
    expect(parseCreatePrefill('{"assigned":"Organization-3","_c":{"by":"User-1"},"hack":1,"email":null}', schema())).toEqual({ assigned: 'Organization-3' });
  });

  it('ignores parameters that are no JSON object', () => {
    for (const param of [undefined, '', 'Organization-3', '[1]', 'null', '{bad']) expect(parseCreatePrefill(param, schema()), String(param)).toEqual({});
    expect(parseCreatePrefill('{"assigned":"Organization-3"}', undefined)).toEqual({});
  });

  it('counts only input beyond the pre-filled values as a started form', () => {
    const prefill = { assigned: 'Organization-3' };
    expect(hasOwnInput({ assigned: 'Organization-3', email: undefined }, prefill)).toBe(false);
    expect(hasOwnInput({ assigned: 'Organization-3', lastName: 'Doe' }, prefill)).toBe(true);
    expect(hasOwnInput({ assigned: 'Organization-4' }, prefill)).toBe(true);
  });
});
