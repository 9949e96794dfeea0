import { describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import { useGeoKeeperServer } from './testing/geokeeperServer';

/**
 * GeoKeeper's rules over a real server: a program's access decides who adds field data, the
 * program's editors write its forms, copies (owner, form type) come from the referenced items, and
 * answers are checked against the form's questions. Olga administers Stoney Creek, Mia is a member,
 * Otto is signed in elsewhere.
 */
let t: PluginTestServer;
let stoney: string;
let olga: { id: string; token: string };
let mia: { id: string; token: string };
let otto: { id: string; token: string };

type Created = { $id: string; _u: number } & Record<string, unknown>;
const errorsOf = (reply: { b?: unknown }) => (reply.b as { errors?: { path: string; messageId: string }[] }).errors ?? [];

const QUESTIONS = {
  schema: {
    type: 'object',
    required: ['species'],
    properties: { species: { type: 'string', enum: ['MOOSE', 'CARIBOU'] }, count: { type: 'integer', minimum: 1 } },
  },
};

async function program(access: string): Promise<string> {
  return (await t.ok<Created>(olga.token, 'create/GeoKeeperProgram', { label: `Moose ${access}`, access, owner: stoney, state: 'ACTIVE' })).$id;
}

async function form(programId: string, formType: string, machineName: string): Promise<Created> {
  return t.ok<Created>(olga.token, 'create/GeoKeeperFormDef', { label: machineName, program: programId, formType, machineName, state: 'ACTIVE', maxPhotos: 1, maxVideos: 0, form: QUESTIONS });
}

useGeoKeeperServer(startPluginTestServer, (server, people) => {
  t = server;
  ({ owner: stoney, olga, mia, otto } = people);
});

describe('GeoKeeper programs and field data', () => {
  it('copies the owner from the program and the kind from the form, whatever the client sends', async () => {
    const members = await program('MEMBERS');
    const record = await form(members, 'record', 'sighting');
    expect(record.owner).toBe(stoney);
    const data = await t.ok<Created>(mia.token, 'create/GeoKeeperFieldData', {
      label: 'Cow and calf',
      program: members,
      formDef: record.$id,
      formType: 'trip',
      owner: 'Organization-999',
      state: 'ACTIVE',
      formData: { species: 'MOOSE', count: 2 },
      location: { type: 'Point', coordinates: [-122.9, 53.9] },
    });
    expect(data).toMatchObject({ owner: stoney, formType: 'record' });
    expect(typeof data._uuid).toBe('string');
  });

  it('lets members add to a MEMBERS program, anyone to an OPEN one and only administrators to a CLOSED one', async () => {
    const members = await program('MEMBERS');
    const open = await program('OPEN');
    const closed = await program('CLOSED');
    // An OPEN program is for every signed-in user: it must be visible to them.
    await t.ok(olga.token, 'update', { $id: open, _u: 1, $access: 'COMMUNITY' });
    await t.ok(olga.token, 'update', { $id: closed, _u: 1, $access: 'COMMUNITY' });
    const forms = { members: await form(members, 'record', 'm'), open: await form(open, 'record', 'o'), closed: await form(closed, 'record', 'c') };
    const add = (token: string, programId: string, formDef: string) =>
      t.call(token, 'create/GeoKeeperFieldData', { label: 'Tracks', program: programId, formDef, state: 'ACTIVE', formData: { species: 'CARIBOU' } });

    expect((await add(mia.token, members, forms.members.$id)).status).toBe(200);
    expect((await add(otto.token, members, forms.members.$id)).status).not.toBe(200);
    expect((await add(otto.token, open, forms.open.$id)).status).toBe(200);
    expect(await t.refusal(mia.token, 'create/GeoKeeperFieldData', { label: 'x', program: closed, formDef: forms.closed.$id, state: 'ACTIVE', formData: { species: 'MOOSE' } })).toBe('notAllowed');
    expect((await add(olga.token, closed, forms.closed.$id)).status).toBe(200);
  });

  it('checks answers against the form and a record against its trip and its form’s program', async () => {
    const members = await program('MEMBERS');
    const record = await form(members, 'record', 'obs');
    const tripForm = await form(members, 'trip', 'outing');
    const wrong = await t.call(mia.token, 'create/GeoKeeperFieldData', { label: 'Bad', program: members, formDef: record.$id, state: 'ACTIVE', formData: { species: 'ELK', count: 0 } });
    expect(errorsOf(wrong).map((e) => e.path).sort()).toEqual(['/formData/count', '/formData/species']);
    const missing = await t.call(mia.token, 'create/GeoKeeperFieldData', { label: 'Bad', program: members, formDef: record.$id, state: 'ACTIVE', formData: {} });
    expect(errorsOf(missing)).toEqual([expect.objectContaining({ path: '/formData/species', messageId: 'errors.required' })]);

    const trip = await t.ok<Created>(mia.token, 'create/GeoKeeperFieldData', { label: 'Morning walk', program: members, formDef: tripForm.$id, state: 'ACTIVE', formData: { species: 'MOOSE' } });
    const onTrip = await t.ok<Created>(mia.token, 'create/GeoKeeperFieldData', { label: 'Track', program: members, formDef: record.$id, trip: trip.$id, state: 'ACTIVE', formData: { species: 'MOOSE' } });
    expect(onTrip.trip).toBe(trip.$id);
    const tripOnTrip = await t.call(mia.token, 'create/GeoKeeperFieldData', { label: 'Nested', program: members, formDef: tripForm.$id, trip: trip.$id, state: 'ACTIVE', formData: { species: 'MOOSE' } });
    expect(errorsOf(tripOnTrip)).toEqual([expect.objectContaining({ path: '/trip', messageId: 'geokeeper.errors.tripNotInProgram' })]);

    const other = await program('MEMBERS');
    const otherForm = await form(other, 'record', 'obs');
    const crossed = await t.call(mia.token, 'create/GeoKeeperFieldData', { label: 'Crossed', program: members, formDef: otherForm.$id, state: 'ACTIVE', formData: { species: 'MOOSE' } });
    expect(errorsOf(crossed)).toEqual([expect.objectContaining({ path: '/formDef', messageId: 'geokeeper.errors.formNotInProgram' })]);
  });

  it('keeps forms to the program’s editors, with usable questions and a unique export name', async () => {
    const members = await program('MEMBERS');
    expect(await t.refusal(mia.token, 'create/GeoKeeperFormDef', { label: 'Mine', program: members, formType: 'record', machineName: 'mine', state: 'ACTIVE' })).toBe('notAllowed');
    await form(members, 'record', 'sighting');
    const twice = await t.call(olga.token, 'create/GeoKeeperFormDef', { label: 'Again', program: members, formType: 'record', machineName: 'sighting', state: 'ACTIVE' });
    expect(errorsOf(twice)).toEqual([expect.objectContaining({ path: '/machineName', messageId: 'geokeeper.errors.machineNameTaken' })]);
    const broken = await t.call(olga.token, 'create/GeoKeeperFormDef', { label: 'Broken', program: members, formType: 'record', machineName: 'broken', state: 'ACTIVE', form: { schema: { type: 'object', properties: { n: { type: 'nonsense' } } } } });
    expect(errorsOf(broken)).toEqual([expect.objectContaining({ path: '/form', messageId: 'geokeeper.errors.invalidQuestions' })]);
  });
});
