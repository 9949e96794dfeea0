import { describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../../server/testing/pluginTestServer';
import { useGeoKeeperServer } from '../testing/geokeeperServer';
import type { CollectChoices } from './collectTypes';

/**
 * What the collection page offers (act/geokeeper.collectChoices) over a real server: the ACTIVE
 * programs whose access admits the user, each with its ACTIVE forms; and a record's photos become
 * readable by the program's organization once the record names them.
 */
let t: PluginTestServer;
let stoney: string;
let olga: { id: string; token: string };
let mia: { id: string; token: string };
let otto: { id: string; token: string };
type Created = { $id: string } & Record<string, unknown>;

useGeoKeeperServer(startPluginTestServer, (server, people) => {
  t = server;
  ({ owner: stoney, olga, mia, otto } = people);
});

const program = async (label: string, access: string, state = 'ACTIVE') =>
  (await t.ok<Created>(olga.token, 'create/GeoKeeperProgram', { label, access, owner: stoney, state, $access: 'COMMUNITY' })).$id;
const form = async (programId: string, formType: string, machineName: string, state = 'ACTIVE') =>
  (await t.ok<Created>(olga.token, 'create/GeoKeeperFormDef', { label: machineName, program: programId, formType, machineName, state, maxPhotos: 2, maxVideos: 0 })).$id;

describe('act/geokeeper.collectChoices', () => {
  it('offers the active programs the user may add to, with their active forms', async () => {
    const members = await program('Members moose', 'MEMBERS');
    const open = await program('Open water', 'OPEN');
    await program('Closed caribou', 'CLOSED');
    await program('Archived', 'OPEN', 'ARCHIVED');
    const outing = await form(members, 'trip', 'outing');
    const sighting = await form(members, 'record', 'sighting');
    await form(members, 'record', 'old', 'ARCHIVED');
    const offered = async (token: string) => (await t.ok<CollectChoices>(token, 'act/geokeeper.collectChoices')).programs;

    const forMia = await offered(mia.token);
    expect(forMia.map((p) => p.label)).toEqual(['Members moose', 'Open water']);
    expect(forMia[0]?.forms.map((f) => [f.id, f.formType, f.maxPhotos])).toEqual([
      [outing, 'trip', 2],
      [sighting, 'record', 2],
    ]);
    expect((await offered(olga.token)).map((p) => p.label)).toEqual(['Closed caribou', 'Members moose', 'Open water']);
    expect((await offered(otto.token)).map((p) => p.id)).toEqual([open]);
  });

  it('lets the program’s organization read the photos a record names', async () => {
    const members = await program('Photos', 'MEMBERS');
    const sighting = await form(members, 'record', 'photo_sighting');
    const upload = await fetch(`${t.url}/api/attachment`, { method: 'POST', headers: { authorization: `Bearer ${mia.token}`, 'x-vgn-file-name': 'moose.jpg', 'content-type': 'image/jpeg' }, body: new Uint8Array([1, 2, 3]) });
    const photo = ((await upload.json()) as Created).$id;
    const readable = async (token: string) => (await fetch(`${t.url}/attachment/${photo}`, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await readable(olga.token)).toBe(403);
    await t.ok(mia.token, 'create/GeoKeeperFieldData', { label: 'Cow', program: members, formDef: sighting, state: 'ACTIVE', media: [photo] });
    expect(await readable(olga.token)).toBe(200);
    expect(await readable(otto.token)).toBe(403);
  });
});
