import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';

/**
 * GeoKeeper settings on organizations over a real server (business spec §3: they show only for
 * COMMUNITY organizations): refused on any other organization at the field, kept when a community
 * changes type, and a community without open programs gets no OPEN program.
 */
let t: PluginTestServer;
let olga: { id: string; token: string };
let community: string;
let company: string;

type Created = { $id: string; _u: number } & Record<string, unknown>;
const errorsOf = (reply: { b?: unknown }) => (reply.b as { errors?: { path: string; messageId: string }[] }).errors ?? [];

beforeAll(async () => {
  t = await startPluginTestServer();
  community = (await t.ok<Created>(t.adminToken, 'create/Organization', { displayName: 'Stoney Creek', type: 'COMMUNITY' })).$id;
  company = (await t.ok<Created>(t.adminToken, 'create/Organization', { displayName: 'Ridge Mining', type: 'INDUSTRY' })).$id;
  olga = await t.createUser('Olga', { capabilities: { Core: true, Org: true, GeoKeeper: true }, adminOrg: [community, company], readOrg: [community, company] });
}, 60_000);
afterAll(() => t.close());

async function update(id: string, patch: Record<string, unknown>, token = olga.token) {
  const current = await t.ok<Created>(token, `read/${id}`);
  return t.call(token, 'update', { $id: id, _u: current._u, ...patch });
}

describe('GeoKeeper organization settings', () => {
  it('are refused on an organization that is not a community, at the field', async () => {
    const reply = await update(company, { geokeeperOpenPrograms: false });
    expect(reply.erred).toBe(true);
    expect(errorsOf(reply)).toEqual([expect.objectContaining({ path: '/geokeeperOpenPrograms', messageId: 'geokeeper.errors.settingsCommunityOnly' })]);
    const created = await t.call(t.adminToken, 'create/Organization', { displayName: 'Agency', type: 'GOVERNMENT', geokeeperOpenPrograms: true });
    expect(errorsOf(created).map((error) => error.messageId)).toEqual(['geokeeper.errors.settingsCommunityOnly']);
  });

  it('turn off open programs of a community: no OPEN program is created or opened', async () => {
    expect((await update(community, { geokeeperOpenPrograms: false })).erred).toBeFalsy();
    const refused = await t.call(olga.token, 'create/GeoKeeperProgram', { label: 'Open survey', access: 'OPEN', owner: community, state: 'ACTIVE' });
    expect(errorsOf(refused)).toEqual([expect.objectContaining({ path: '/access', messageId: 'geokeeper.errors.openProgramsOff' })]);
    const members = await t.ok<Created>(olga.token, 'create/GeoKeeperProgram', { label: 'Members survey', access: 'MEMBERS', owner: community, state: 'ACTIVE' });
    expect(errorsOf(await t.call(olga.token, 'update', { $id: members.$id, _u: members._u, access: 'OPEN' })).map((error) => error.messageId)).toEqual(['geokeeper.errors.openProgramsOff']);
    // Another organization's programs are not bound by the community's setting.
    expect((await t.call(olga.token, 'create/GeoKeeperProgram', { label: 'Company open', access: 'OPEN', owner: company, state: 'ACTIVE' })).erred).toBeFalsy();
    // Turned on again: open programs are allowed.
    expect((await update(community, { geokeeperOpenPrograms: true })).erred).toBeFalsy();
    expect((await t.call(olga.token, 'create/GeoKeeperProgram', { label: 'Open again', access: 'OPEN', owner: community, state: 'ACTIVE' })).erred).toBeFalsy();
  });

  it('stay (unused) when a community changes type, and cannot be changed then', async () => {
    const other = (await t.ok<Created>(t.adminToken, 'create/Organization', { displayName: 'Moose Lake', type: 'COMMUNITY', geokeeperOpenPrograms: false })).$id;
    expect((await update(other, { type: 'OTHER' }, t.adminToken)).erred).toBeFalsy();
    expect((await t.ok<Created>(t.adminToken, `read/${other}`)).geokeeperOpenPrograms).toBe(false);
    // No longer a community: the setting no longer applies to its programs.
    expect((await t.call(t.adminToken, 'create/GeoKeeperProgram', { label: 'Lake open', access: 'OPEN', owner: other, state: 'ACTIVE' })).erred).toBeFalsy();
    expect(errorsOf(await update(other, { geokeeperOpenPrograms: true }, t.adminToken)).map((error) => error.messageId)).toEqual(['geokeeper.errors.settingsCommunityOnly']);
  });
});
