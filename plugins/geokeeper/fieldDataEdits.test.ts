import { describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import { MARKER_COLORS } from './server/fieldDataFeature';
import { fieldData, type Created, type FieldDataFixture } from './testing/fieldDataFixture';
import { useFieldDataServer } from './testing/geokeeperServer';

/**
 * act/applyGeoKeeperFieldDataEdits and act/streamFieldDataForMap over a real server: a save applies
 * every edit in one transaction, reports items someone else saved meanwhile without touching them,
 * and refuses the whole save when one edit is invalid; the map answers only readable items.
 */
let t: PluginTestServer;
let f: FieldDataFixture;

useFieldDataServer(startPluginTestServer, (server, fixture) => {
  t = server;
  f = fixture;
});

type Reply = { applied: Record<string, Created>; conflicts: Record<string, { reason: string; item?: Created }> };

describe('applyGeoKeeperFieldDataEdits', () => {
  it('applies the edits of unchanged items and reports the one changed meanwhile, untouched', async () => {
    const [a, b, c] = await Promise.all(['A', 'B', 'C'].map((label) => fieldData(t, f, f.mia.token, { label, formType: 'record' })));
    if (!a || !b || !c) throw new Error('fixture');
    // Olga saves C while Mia still edits the version she loaded.
    const changed = await t.ok<Created>(f.olga.token, 'update', { $id: c.$id, _u: c._u, label: 'C by Olga' });
    const reply = await t.ok<Reply>(f.mia.token, 'act/applyGeoKeeperFieldDataEdits', {
      edits: { [a.$id]: { _u: a._u, label: 'A edited', categories: ['WILDLIFE'] }, [b.$id]: { _u: b._u, formData: { species: 'CARIBOU', count: 3 } }, [c.$id]: { _u: c._u, label: 'C by Mia' } },
    });
    expect(Object.keys(reply.applied).sort()).toEqual([a.$id, b.$id].sort());
    expect(reply.applied[a.$id]).toMatchObject({ label: 'A edited', categories: ['WILDLIFE'] });
    expect(reply.conflicts[c.$id]).toMatchObject({ reason: 'changed', item: { label: 'C by Olga', _u: changed._u } });
    expect(await t.ok<Created>(f.mia.token, `read/${c.$id}`)).toMatchObject({ label: 'C by Olga', _u: changed._u });
    expect(await t.ok<Created>(f.mia.token, `read/${b.$id}`)).toMatchObject({ formData: { species: 'CARIBOU', count: 3 } });
  });

  it('lays edits of single answers (formData paths) over the stored answers', async () => {
    const item = await fieldData(t, f, f.mia.token, { label: 'Answers', formType: 'record', formData: { species: 'MOOSE', count: 2 } });
    const reply = await t.ok<Reply>(f.mia.token, 'act/applyGeoKeeperFieldDataEdits', { edits: { [item.$id]: { _u: item._u, 'formData/count': 4 } } });
    expect(reply.applied[item.$id]).toMatchObject({ formData: { species: 'MOOSE', count: 4 } });
    const removed = await t.ok<Reply>(f.mia.token, 'act/applyGeoKeeperFieldDataEdits', { edits: { [item.$id]: { _u: reply.applied[item.$id]?._u, 'formData/count': null } } });
    expect(removed.applied[item.$id]?.formData).toEqual({ species: 'MOOSE' });
    // A nested answer that fails the form is refused under its full path.
    const refused = await t.call(f.mia.token, 'act/applyGeoKeeperFieldDataEdits', { edits: { [item.$id]: { _u: removed.applied[item.$id]?._u, 'formData/species': 'BISON' } } });
    expect((refused.b as { errors: { path: string }[] }).errors.map((error) => error.path)).toContain(`/${item.$id}/formData/species`);
    expect(await t.refusal(f.mia.token, 'act/applyGeoKeeperFieldDataEdits', { edits: { [item.$id]: { _u: 1, 'formData//x': 1 } } })).toBe('parseRequestFailed');
  });

  it('saves nothing when one edit is invalid, naming the item and field', async () => {
    const [a, b] = await Promise.all(['D', 'E'].map((label) => fieldData(t, f, f.mia.token, { label, formType: 'record' })));
    if (!a || !b) throw new Error('fixture');
    const reply = await t.call(f.mia.token, 'act/applyGeoKeeperFieldDataEdits', { edits: { [a.$id]: { _u: a._u, label: 'D edited' }, [b.$id]: { _u: b._u, formData: { species: 'BISON' } } } });
    expect(reply.erred).toBe(true);
    const errors = (reply.b as { errors: { path: string }[] }).errors;
    expect(errors.map((error) => error.path)).toContain(`/${b.$id}/formData/species`);
    expect(await t.ok<Created>(f.mia.token, `read/${a.$id}`)).toMatchObject({ label: 'D', _u: a._u });
  });

  it('refuses a writer without rights on one item as a whole, and reports an unreadable item as gone', async () => {
    const item = await fieldData(t, f, f.olga.token, { label: 'Olga only', formType: 'record' });
    const other = await fieldData(t, f, f.mia.token, { label: 'Mia own', formType: 'record' });
    // Otto cannot read it: gone for him, nothing written.
    expect(await t.ok<Reply>(f.otto.token, 'act/applyGeoKeeperFieldDataEdits', { edits: { [item.$id]: { _u: item._u, label: 'Otto was here' } } })).toEqual({ applied: {}, conflicts: { [item.$id]: { reason: 'gone' } } });
    // Mia reads it but may not change it: her whole save is refused, her own record included.
    expect(await t.refusal(f.mia.token, 'act/applyGeoKeeperFieldDataEdits', { edits: { [other.$id]: { _u: other._u, label: 'Mia edited' }, [item.$id]: { _u: item._u, label: 'Mia' } } })).toBe('notAllowed');
    expect(await t.ok<Created>(f.mia.token, `read/${other.$id}`)).toMatchObject({ label: 'Mia own' });
    expect(await t.ok<Created>(f.olga.token, `read/${item.$id}`)).toMatchObject({ label: 'Olga only' });
    expect(await t.refusal(f.mia.token, 'act/applyGeoKeeperFieldDataEdits', { edits: { 'Organization-1': { _u: 1, label: 'x' } } })).toBe('parseRequestFailed');
  });
});

describe('streamFieldDataForMap', () => {
  it('answers readable field data, work items and references in the marker colours', async () => {
    const record = await fieldData(t, f, f.mia.token, { label: 'Calf', formType: 'record', categories: ['WILDLIFE'], accuracy: 7, location: { type: 'Point', coordinates: [-122.9, 53.9] } });
    const work = await t.ok<Created>(f.olga.token, 'create/GeoKeeperWorkItem', { label: 'Transect 1', program: f.program, state: 'ACTIVE', geometry: { type: 'Point', coordinates: [-122.8, 53.8] } });
    const reference = await t.ok<Created>(f.olga.token, 'create/GeoKeeperReference', { label: 'Lick', program: f.program, state: 'ACTIVE', geometry: { type: 'Point', coordinates: [-122.7, 53.7] } });
    const byId = async (token: string, body: unknown) => new Map((await t.ok<{ features: { $id: string; $style: { color: string; radius?: number } }[] }>(token, 'act/streamFieldDataForMap', body)).features.map((feature) => [feature.$id, feature]));
    const mine = await byId(f.mia.token, { program: f.program });
    expect(mine.get(record.$id)?.$style).toEqual({ color: '#2E7D32', radius: 7 });
    expect(mine.get(work.$id)?.$style.color).toBe(MARKER_COLORS.workItem);
    expect(mine.get(reference.$id)?.$style.color).toBe(MARKER_COLORS.reference);
    expect([...(await byId(f.mia.token, { fieldDataIds: [record.$id] })).keys()]).toEqual([record.$id]);
    // Otto reads nothing of Stoney Creek's program: the same requests answer nothing.
    expect((await byId(f.otto.token, { program: f.program })).size).toBe(0);
    expect((await byId(f.otto.token, { fieldDataIds: [record.$id] })).size).toBe(0);
  });
});
