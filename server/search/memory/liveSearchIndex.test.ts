import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ItemStore, SYSTEM_WRITER } from '../../items/itemStore';
import { createValidatorProvider } from '../../items/validators';
import { adminActor, userActor } from '../../items/testing/testActors';
import { createTestKit, type TestKit } from '../../items/testing/testKit';
import type { Actor } from '../../protocol/contract';
import type { SearchRequest } from '../searchRequest';

const admin = adminActor();
const projects: SearchRequest = { must: [{ kind: 'type', value: 'Project' }], facets: [{ field: 'status' }], sort: [{ key: '_i', order: 'asc' }] };
let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

const byIndex = (request: SearchRequest = projects, actor: Actor | null = admin): ReturnType<TestKit['search']['search']> => kit.search.searchBy('index', actor, request);

describe('the in-memory index follows the store', () => {
  it('sees a create, an update and a delete on the next search (read your writes)', () => {
    expect(byIndex().total).toBe(0);
    const created = kit.store.create('Project', { name: 'Alpha', status: 'OPEN' }, SYSTEM_WRITER);
    expect(byIndex().ids).toEqual([created.$id]);
    expect(byIndex().facets.status).toEqual([{ key: 'OPEN', count: 1 }, { key: 'DONE', count: 0 }]);
    const updated = kit.store.update(created.$id, { status: 'DONE' }, created._u, SYSTEM_WRITER);
    expect(byIndex().facets.status).toEqual([{ key: 'OPEN', count: 0 }, { key: 'DONE', count: 1 }]);
    kit.store.delete(created.$id, updated._u, SYSTEM_WRITER);
    expect(byIndex()).toEqual({ ids: [], facets: { status: [{ key: 'OPEN', count: 0 }, { key: 'DONE', count: 0 }] }, total: 0 });
  });

  it('answers a repeated text search from its cached match only while nothing changed', () => {
    const text: SearchRequest = { must: [{ kind: 'type', value: 'Project' }, { kind: 'text', value: 'zephyr' }] };
    const first = kit.store.create('Project', { name: 'Zephyr one' }, SYSTEM_WRITER);
    expect(byIndex(text).ids).toEqual([first.$id]);
    expect(byIndex(text).ids).toEqual([first.$id]);
    const second = kit.store.create('Project', { name: 'Zephyr two' }, SYSTEM_WRITER);
    expect(byIndex(text).ids).toEqual([second.$id, first.$id]);
    kit.store.update(first.$id, { name: 'Renamed' }, first._u, SYSTEM_WRITER);
    expect(byIndex(text).ids).toEqual([second.$id]);
    expect(byIndex(text)).toEqual(kit.search.searchBy('sql', admin, text));
  });

  it('labels the page from its kept labels only while the item and the registry are unchanged', () => {
    const labelled: SearchRequest = { ...projects, labels: true };
    const created = kit.store.create('Project', { name: 'Alpha', status: 'OPEN' }, SYSTEM_WRITER);
    expect(byIndex(labelled).labels).toEqual({ [created.$id]: 'Alpha' });
    expect(byIndex(labelled).labels).toEqual({ [created.$id]: 'Alpha' });
    const renamed = kit.store.update(created.$id, { name: 'Beta' }, created._u, SYSTEM_WRITER);
    expect(byIndex(labelled).labels).toEqual({ [created.$id]: 'Beta' });
    kit.store.delete(created.$id, renamed._u, SYSTEM_WRITER);
    const again = kit.store.create('Project', { name: 'Gamma' }, SYSTEM_WRITER);
    expect(byIndex(labelled)).toEqual(kit.search.searchBy('sql', admin, labelled));
    expect(byIndex(labelled).labels).toEqual({ [again.$id]: 'Gamma' });
  });

  it('sees writes of another store on the same database: the feed is the change log, not this process', () => {
    byIndex();
    const other = new ItemStore({ db: kit.db, registry: () => kit.registryRef.current, validators: createValidatorProvider() });
    const id = other.create('Project', { name: 'Written elsewhere' }, SYSTEM_WRITER, { access: 'PUBLIC' }).$id;
    expect(byIndex().ids).toEqual([id]);
    expect(byIndex(projects, null).ids).toEqual([id]);
  });

  it('never shows a write a rollback undid, and steps aside inside an open transaction', () => {
    byIndex();
    expect(() =>
      kit.store.transaction(() => {
        kit.store.create('Project', { name: 'Undone' }, SYSTEM_WRITER);
        expect(() => byIndex()).toThrow('no current index');
        expect(kit.search.search(admin, projects).total).toBe(1);
        throw new Error('roll back');
      }),
    ).toThrow('roll back');
    expect(byIndex().total).toBe(0);
  });

  it('keeps read rights exact as access and ownership change', () => {
    const alice = userActor('User-9', { read: ['Organization-1'] });
    const item = kit.store.create('Project', { name: 'Owned', owner: 'Organization-2' }, SYSTEM_WRITER, { access: 'PRIVATE' });
    expect(byIndex(projects, alice).total).toBe(0);
    const moved = kit.store.update(item.$id, { owner: 'Organization-1' }, item._u, SYSTEM_WRITER);
    expect(byIndex(projects, alice).ids).toEqual([item.$id]);
    kit.store.update(item.$id, { owner: null, partners: ['Organization-1'] }, moved._u, SYSTEM_WRITER);
    // A participant does not read a PRIVATE item.
    expect(byIndex(projects, alice).total).toBe(0);
    kit.grants.set(item.$id, 'User-9', ['read'], 'User-1');
    expect(byIndex(projects, alice).ids).toEqual([item.$id]);
  });
});
