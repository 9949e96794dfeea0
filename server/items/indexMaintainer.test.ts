import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import type { Registry } from '../../engine/registry/registry';
import { OperationError } from '../protocol/contract';
import { SYSTEM_WRITER } from './itemStore';
import { adminActor } from './testing/testActors';
import { testBundle } from './testing/testBundle';
import { createTestKit, type TestKit } from './testing/testKit';

const gadget = (search?: ItemTypeDeclaration['search']): ItemTypeDeclaration => ({
  key: 'Gadget',
  label: 'types.Gadget.label',
  schema: { type: 'object', properties: { label: { type: 'string' }, colour: { type: 'string' } } },
  ...(search ? { search } : {}),
});

/** A registry with Gadget defined at run time, as an administrator would. */
function withRuntimeGadget(declaration?: ItemTypeDeclaration): Registry {
  const result = buildRegistry([testBundle()], declaration ? [{ source: 'runtime:Gadget', declaration }] : []);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.registry;
}

let kit: TestKit;
beforeEach(() => {
  kit = createTestKit();
});
afterEach(() => kit.close());

const colourSearch = { must: [{ kind: 'type' as const, value: 'Gadget' }, { prop: 'colour', kind: 'eq' as const, value: 'red' }], max: 'all' as const };

describe('reindexing after the declarations change', () => {
  it('indexes existing items of a type whose search hints were added at run time, as a task reporting progress', async () => {
    kit.registryRef.current = withRuntimeGadget(gadget());
    expect(kit.indexes.ensureCurrent()).toEqual([]);
    for (let n = 0; n < 450; n += 1) kit.store.create('Gadget', { label: `Gadget ${n}`, colour: n % 3 === 0 ? 'red' : 'blue' }, SYSTEM_WRITER);
    expect(() => kit.search.search(adminActor(), colourSearch)).toThrow(OperationError);

    kit.registryRef.current = withRuntimeGadget(gadget({ facets: [{ field: 'colour', kind: 'terms' }], text: ['label'] }));
    expect(kit.indexes.staleTypes(kit.registryRef.current)).toEqual(['Gadget']);
    const [task] = kit.indexes.ensureCurrent();
    expect(task?.key).toBe('reindex:Gadget');
    const watcher = kit.hub.connect(adminActor());
    kit.tasks.listen('reindex:Gadget', watcher);
    expect(await kit.tasks.settled('reindex:Gadget')).toMatchObject({ done: true, percentageComplete: 100 });
    expect(watcher.pushed('taskUpdate')).toEqual([
      { key: 'reindex:Gadget', percentageComplete: 44 },
      { key: 'reindex:Gadget', percentageComplete: 88 },
      { key: 'reindex:Gadget', percentageComplete: 100 },
    ]);
    expect(watcher.pushed('taskComplete')).toEqual([{ key: 'reindex:Gadget' }]);
    expect(kit.search.search(adminActor(), colourSearch).total).toBe(150);
    expect(kit.search.search(adminActor(), { must: [{ kind: 'text', value: 'gadget 449' }] }).ids).toEqual(['Gadget-450']);
    expect(kit.indexes.staleTypes(kit.registryRef.current)).toEqual([]);
    expect(kit.indexes.ensureCurrent()).toEqual([]);
  });

  it('keeps a reindex task that already writes the current plan when the registry change is noticed', async () => {
    kit.registryRef.current = withRuntimeGadget(gadget());
    kit.store.create('Gadget', { label: 'Lone', colour: 'red' }, SYSTEM_WRITER);
    // Whoever changed the registry starts the type's reindex at once (act/saveTypeDef does); the next search only checks.
    kit.registryRef.current = withRuntimeGadget(gadget({ facets: [{ field: 'colour', kind: 'terms' }] }));
    kit.indexes.reindexType('Gadget', 'User-1');
    expect(kit.indexes.isIndexingCurrentPlan('Gadget')).toBe(true);
    expect(kit.indexes.ensureCurrent()).toEqual([]);
    expect(await kit.tasks.settled('reindex:Gadget')).toMatchObject({ done: true, percentageComplete: 100 });
    expect(kit.tasks.get('reindex:Gadget')?.errorKey).toBeUndefined();
    expect(kit.indexes.staleTypes(kit.registryRef.current)).toEqual([]);
  });

  it('drops the index entries of a type that left the registry', async () => {
    kit.registryRef.current = withRuntimeGadget(gadget({ text: ['label'], headers: [{ field: 'colour' }] }));
    kit.store.create('Gadget', { label: 'Lone', colour: 'red' }, SYSTEM_WRITER);
    kit.registryRef.current = withRuntimeGadget();
    kit.indexes.ensureCurrent();
    await kit.tasks.settled('reindex:Gadget');
    expect(kit.db.prepare("SELECT COUNT(*) AS n FROM item_values WHERE item_id LIKE 'Gadget-%'").get()).toEqual({ n: 0 });
    expect(kit.db.prepare('SELECT COUNT(*) AS n FROM item_text').get()).toEqual({ n: 0 });
    expect(kit.store.get('Gadget-1')).toMatchObject({ label: 'Lone' });
  });
});
