import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { builtInRegistry } from '../../../engine/typedef/builtInBundles.testkit';
import type { PluginItems, PluginTaskContext } from '../../../engine/plugin/serverPlugin';
import type { Registry } from '../../../engine/registry/registry';
import { createPluginHarness, type PluginHarness } from '../../../server/testing/pluginHarness';
import { badRowsCsv, fixtureDir, latLonCsv, writeText } from '../testing/fixtures';
import type { PreparedFeature } from '../transform/pipeline';
import { runImport } from './importRun';
import { createCollection, FEATURE_TYPE, storeSink } from './featureSink';
import { openReader } from './readers/readerFor';

let registry: Registry;
beforeAll(async () => {
  registry = await builtInRegistry();
});

let harness: PluginHarness | undefined;
afterEach(() => harness?.close());

/** The store as the plugin context hands it over (server/plugins/pluginContext.ts does the same with these services). */
function pluginItems(h: PluginHarness): PluginItems {
  const { store, permissions, search } = h.kit;
  return {
    get: (id) => store.get(id),
    read: (actor, id) => (permissions.canRead(actor, id) ? store.get(id) : undefined),
    can: (actor, id, action) => permissions.can(actor, id, action),
    search: (actor, request) => search.search(actor, request),
    create: (type, fields, writer) => store.create(type, fields, writer),
    createMany: (type, list, writer) => store.createMany(type, list.map((fields) => ({ fields })), writer),
    update: (id, patch, expectedU, writer) => store.update(id, patch, expectedU, writer),
    transaction: (work) => store.db.transaction(work)(),
  };
}

const task: PluginTaskContext = { signal: new AbortController().signal, progress: () => undefined, checkCancelled: () => undefined, setResult: () => undefined };
const dir = fixtureDir();

function setup(csv: string, importFields: Record<string, unknown> = {}) {
  harness = createPluginHarness(registry);
  harness.seed('User', { name: 'Importer', email: 'importer@example.org' });
  const item = harness.seed('Import', { label: 'Survey', spatialType: 'SITE', ...importFields });
  const path = writeText(dir, `${item.$id}.csv`, csv);
  const written: PreparedFeature[] = [];
  const items = pluginItems(harness);
  const plan = {
    importId: item.$id,
    settings: { constants: { spatialType: 'CAMP', state: 'ACTIVE' as const } },
    skipBadRows: importFields.skipBadRows === true,
    open: () => openReader('CSV', { path, name: 'survey.csv' }),
    sink: () => ({ write: (feature: PreparedFeature) => void written.push(feature) }),
  };
  return { items, plan, written, id: item.$id };
}

describe('an import run', () => {
  it('writes every feature and ends DONE with its counts and checkpoint', async () => {
    const { items, plan, written, id } = setup(latLonCsv());
    await runImport(items, plan, task);
    expect(written.map((feature) => feature.properties.name)).toEqual(['Stoney Creek camp', 'Ridge trailhead', 'Bow river gauge']);
    expect(written[0]?.constants).toEqual({ spatialType: 'CAMP', state: 'ACTIVE' });
    expect(items.get(id)).toMatchObject({ status: 'DONE', progress: 100, imported: 3, checkpoint: 3, errorCount: 0 });
  });

  it('records the format it read the file as when the Import named none', async () => {
    const { items, plan, id } = setup(latLonCsv());
    expect(items.get(id)?.format).toBeUndefined();
    await runImport(items, { ...plan, format: 'CSV' }, task);
    expect(items.get(id)).toMatchObject({ status: 'DONE', format: 'CSV' });
  });

  it('writes nothing when a row is bad, and reports every bad row with its line and reason', async () => {
    const { items, plan, written, id } = setup(badRowsCsv());
    await runImport(items, plan, task);
    expect(written).toEqual([]);
    expect(items.get(id)).toMatchObject({
      status: 'FAILED',
      failure: 'import.errors.badRows',
      errorCount: 2,
      rowErrors: [
        { line: 3, reason: 'import.errors.badCoordinates', params: { lat: '', lon: '-114.3' } },
        { line: 5, reason: 'import.errors.badCoordinates', params: { lat: '51.3', lon: 'east' } },
      ],
    });
  });

  it('skips bad rows when asked, importing the good ones and keeping the report', async () => {
    const { items, plan, written, id } = setup(badRowsCsv(), { skipBadRows: true });
    await runImport(items, plan, task);
    expect(written.map((feature) => feature.properties.name)).toEqual(['good one', 'good two', 'good three']);
    expect(items.get(id)).toMatchObject({ status: 'DONE', imported: 3, errorCount: 2 });
  });

  it('resumes after the committed checkpoint without writing a feature twice', async () => {
    const { items, plan, written, id } = setup(latLonCsv());
    const current = items.get(id);
    // A run that committed its first two rows, then stopped.
    items.update(id, { status: 'INTERRUPTED', checkpoint: 2, imported: 2 }, current?._u ?? 0, { userId: 'vgn-0', admin: true });
    await runImport(items, plan, task);
    expect(written.map((feature) => feature.properties.name)).toEqual(['Bow river gauge']);
    expect(items.get(id)).toMatchObject({ status: 'DONE', imported: 3, checkpoint: 3 });
  });

  it('marks the run INTERRUPTED, with the store refusal, when a batch fails after writes began', async () => {
    const { items, plan, id } = setup(latLonCsv());
    await runImport(items, { ...plan, sink: () => ({ write: () => void items.create('NoSuchType', {}, { userId: 'vgn-0', admin: true }) }) }, task);
    // The failed batch rolled back whole: no checkpoint, nothing counted as imported.
    expect(items.get(id)).toMatchObject({ status: 'INTERRUPTED' });
    expect(items.get(id)?.checkpoint).toBeUndefined();
    expect(items.get(id)?.imported).toBeUndefined();
    expect(items.get(id)?.failure).toMatch(/^import\.errors\./);
  });

  it('stores each batch through the bulk path, and a refused feature stops the run naming its line and field', async () => {
    const { items, plan, id } = setup(latLonCsv());
    const settings = { constants: { spatialType: 'SITE', state: 'ACTIVE' as const } };
    const writer = { userId: 'vgn-0', admin: true };
    const sink = () => storeSink(items, writer, createCollection(items, writer, { label: 'Survey', spatialType: 'SITE' }), 'Survey');
    await runImport(items, { ...plan, settings, sink }, task);
    const imported = Number(items.get(id)?.imported);
    expect(items.get(id)).toMatchObject({ status: 'DONE' });
    expect(imported).toBeGreaterThan(0);
    const stored = harness?.kit.db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM items WHERE type = ?').get(FEATURE_TYPE);
    expect(stored?.n).toBe(imported);

    const bad = setup(latLonCsv());
    await runImport(bad.items, { ...bad.plan, settings: { constants: { spatialType: 'NOT_A_KIND', state: 'ACTIVE' as const } }, sink: () => storeSink(bad.items, writer, createCollection(bad.items, writer, { label: 'Bad', spatialType: 'SITE' }), 'Bad') }, task);
    expect(bad.items.get(bad.id)).toMatchObject({ status: 'INTERRUPTED', failure: 'import.errors.featureRefusedField', rowErrors: [{ params: { field: 'spatialType' } }] });
  });
});
