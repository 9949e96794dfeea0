import { describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import { MARKER_COLORS } from './markerColors';
import { fieldData, type Created, type FieldDataFixture } from './testing/fieldDataFixture';
import { useFieldDataServer } from './testing/geokeeperServer';

/**
 * act/streamFieldDataForMap for the map's view (`bbox`, the map layer's request) over a real
 * server: ACTIVE field data, work items and references whose bounds meet the view, only what the
 * asker reads, in the spec's marker colours; a malformed view is refused.
 */
let t: PluginTestServer;
let f: FieldDataFixture;

useFieldDataServer(startPluginTestServer, (server, fixture) => {
  t = server;
  f = fixture;
});

type Feature = { $id: string; properties: { kind: string }; $style: { color: string; radius?: number } };
const inView = async (token: string, bbox: number[]) => new Map((await t.ok<{ features: Feature[] }>(token, 'act/streamFieldDataForMap', { bbox })).features.map((feature) => [feature.$id, feature]));

describe('streamFieldDataForMap in a view', () => {
  it('answers what lies in the view, ACTIVE only, readable only', async () => {
    const inside = await fieldData(t, f, f.mia.token, { label: 'Inside', formType: 'record', accuracy: 12, location: { type: 'Point', coordinates: [-100.5, 50.5] } });
    const outside = await fieldData(t, f, f.mia.token, { label: 'Outside', formType: 'record', location: { type: 'Point', coordinates: [10, 10] } });
    const archived = await fieldData(t, f, f.mia.token, { label: 'Archived', formType: 'record', state: 'ARCHIVED', location: { type: 'Point', coordinates: [-100.4, 50.4] } });
    // A track crossing the view's edge meets it although no vertex lies inside.
    const track = await fieldData(t, f, f.mia.token, { label: 'Track', formType: 'trip', location: { type: 'LineString', coordinates: [[-102, 50.2], [-99, 50.3]] } });
    const work = await t.ok<Created>(f.olga.token, 'create/GeoKeeperWorkItem', { label: 'Plot', program: f.program, state: 'ACTIVE', geometry: { type: 'Point', coordinates: [-100.2, 50.2] } });
    const reference = await t.ok<Created>(f.olga.token, 'create/GeoKeeperReference', { label: 'Salt lick', program: f.program, state: 'ACTIVE', geometry: { type: 'Point', coordinates: [-100.1, 50.1] } });
    const view = [-101, 50, -100, 51];
    const mine = await inView(f.mia.token, view);
    expect([...mine.keys()].sort()).toEqual([inside.$id, track.$id, work.$id, reference.$id].sort());
    expect(mine.has(outside.$id) || mine.has(archived.$id)).toBe(false);
    expect(mine.get(inside.$id)?.$style.radius).toBe(12);
    expect(mine.get(work.$id)).toMatchObject({ properties: { kind: 'workItem' }, $style: { color: MARKER_COLORS.workItem } });
    expect(mine.get(reference.$id)).toMatchObject({ properties: { kind: 'reference' }, $style: { color: MARKER_COLORS.reference } });
    // Otto reads nothing of the program: the same view is empty for him.
    expect((await inView(f.otto.token, view)).size).toBe(0);
  });

  it('refuses a view that is not [west, south, east, north] in degrees', async () => {
    const refusal = async (bbox: unknown) => (await t.call(f.mia.token, 'act/streamFieldDataForMap', { bbox })).erred;
    expect(await refusal([0, 0, 1])).toBe(true);
    expect(await refusal([10, 0, 5, 1])).toBe(true);
    expect(await refusal([-200, 0, 5, 1])).toBe(true);
    expect(await refusal(['a', 0, 5, 1])).toBe(true);
  });
});
