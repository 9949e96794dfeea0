import { beforeAll, describe, expect, it } from 'vitest';
import { buildRegistry } from '../../engine/registry/buildRegistry';
import type { Registry } from '../../engine/registry/registry';
import { newTypeDefinition, runtimeTypesOf } from '../../engine/typedef';
import { builtInBundles } from '../../engine/typedef/builtInBundles.testkit';
import { specOf } from './AddFieldRow';
import { declaredCapabilities } from './GeneralForm';
import { extensibleTypes, newKeyProblem } from './StartDialogs';
import { nextProgress, type TaskProgress } from './taskProgress';

let registry: Registry;
beforeAll(async () => {
  const built = buildRegistry(await builtInBundles(), runtimeTypesOf([newTypeDefinition('Permit', 'Permit')]));
  if (!built.ok) throw new Error(JSON.stringify(built.errors));
  registry = built.registry;
});

describe('reindex progress from pushes', () => {
  const start: TaskProgress = { key: 'reindex:Permit', percent: 0, done: false };

  it('follows taskUpdate percentages and ends at 100 on taskComplete', () => {
    const half = nextProgress(start, 'taskUpdate', { key: 'reindex:Permit', percentageComplete: 50 });
    expect(half).toEqual({ key: 'reindex:Permit', percent: 50, done: false });
    expect(nextProgress(half, 'taskComplete', { key: 'reindex:Permit' })).toEqual({ key: 'reindex:Permit', percent: 100, done: true });
  });

  it('ignores other tasks, and nothing moves a finished task', () => {
    expect(nextProgress(start, 'taskUpdate', { key: 'reindex:Other', percentageComplete: 70 })).toBe(start);
    const done = nextProgress(start, 'taskComplete', { key: 'reindex:Permit' });
    expect(nextProgress(done, 'taskUpdate', { key: 'reindex:Permit', percentageComplete: 10 })).toBe(done);
  });

  it('reads the activeTask reply of a task already done, and keeps a failure', () => {
    expect(nextProgress(start, 'activeTask', { key: 'reindex:Permit', percentageComplete: 100, done: true })).toEqual({ key: 'reindex:Permit', percent: 100, done: true });
    expect(nextProgress(start, 'activeTask', { key: 'reindex:Permit', percentageComplete: 20, done: false })).toEqual({ key: 'reindex:Permit', percent: 20, done: false });
    expect(nextProgress(start, 'taskComplete', { key: 'reindex:Permit', errorKey: 'taskFailed' })).toEqual({ key: 'reindex:Permit', percent: 0, done: true, errorKey: 'taskFailed' });
  });
});

describe('starting a definition', () => {
  it('accepts a capitalised key no type or definition uses', () => {
    const taken = new Set([...registry.types.keys(), 'Archived']);
    expect(newKeyProblem('Licence', taken)).toBeUndefined();
    expect(newKeyProblem('Organization', taken)).toEqual({ id: 'admin-types.new.keyTaken', values: { key: 'Organization' } });
    expect(newKeyProblem('Archived', taken)?.id).toBe('admin-types.new.keyTaken');
    expect(newKeyProblem('licence', taken)?.id).toBe('admin-types.new.keyInvalid');
    expect(newKeyProblem('Site-Visit', taken)?.id).toBe('admin-types.new.keyInvalid');
  });

  it('offers built-in, non-system types without an extension for extending', () => {
    const offered = extensibleTypes(registry, new Set(['Contact']));
    expect(offered).toContain('Organization');
    expect(offered).not.toContain('Contact');
    expect(offered).not.toContain('Permit');
    expect(offered).not.toContain('sys.TypeDef');
  });

  it('offers Core and the capabilities the plugins declare', () => {
    expect(declaredCapabilities(registry)).toEqual(expect.arrayContaining(['Core', 'Org']));
    expect(new Set(declaredCapabilities(registry)).size).toBe(declaredCapabilities(registry).length);
  });

  it('passes a list only to list kinds and types only to related-item kinds', () => {
    const draft = { name: ' category ', label: 'Category', kind: 'lov' as const, lov: 'ORG_TYPES', itemTypes: ['Organization'], required: true, header: false, facet: true };
    expect(specOf(draft, 'fr')).toEqual({ name: 'category', label: 'Category', kind: 'lov', lov: 'ORG_TYPES', required: true, header: false, facet: true, locale: 'fr' });
    expect(specOf({ ...draft, kind: 'itemRef' }, 'en')).toMatchObject({ kind: 'itemRef', itemTypes: ['Organization'] });
    expect(specOf({ ...draft, kind: 'itemRef' }, 'en')).not.toHaveProperty('lov');
    expect(specOf({ ...draft, kind: 'text', itemTypes: [] }, 'en')).not.toHaveProperty('itemTypes');
  });
});
