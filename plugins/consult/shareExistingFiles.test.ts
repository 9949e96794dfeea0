import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import type { Item } from './testing/consultationSetup';
import { removeDataDir } from '../../server/testing/testServer';
import { forgetOnceMarker, onceMarker } from '../../server/testing/onceMarkers';
import { SHARE_EXISTING_FILES } from './server/shareExistingFiles';

/**
 * The once-per-store catch-up over a real server restarted on its store: a consultation whose file
 * was written before consultations shared their files (the read grant revoked, the catch-up never
 * marked done) has it shared at the next start, and a store marked done is left alone after that.
 */
let t: PluginTestServer;
let dataDir: string;
let ministry: string;
let mia: { id: string; token: string };
let file: string;

/** The ministry's read of the file taken away, as on a store the old build wrote. */
async function revokeMinistryRead(): Promise<void> {
  await t.ok(t.adminToken, 'act/setGrants', { id: file, grantee: ministry, actions: [] });
  expect((await t.call(mia.token, `read/${file}`)).erred).toBe(true);
}

/** Stops the server, keeping its store, and starts a new one on it; waits for its background work. */
async function restart(): Promise<void> {
  await t.server.close();
  t = await startPluginTestServer({ dataDir });
  await t.server.settled();
  mia = { id: mia.id, token: (await t.server.tokens.issue({ uid: mia.id })).token };
}

beforeAll(async () => {
  t = await startPluginTestServer({});
  dataDir = t.server.config.dataDir;
  await t.server.settled();
  const proponent = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Northern Ridge Mining', type: 'INDUSTRY', $access: 'PROTECTED' })).$id;
  ministry = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Ministry of Energy and Mines', type: 'GOVERNMENT', $access: 'PROTECTED' })).$id;
  const submitter = await t.createUser('Sam', { adminOrg: [proponent], capabilities: { Core: true, Org: true, ConsultSubmit: true } });
  mia = await t.createUser('Mia', { adminOrg: [ministry], capabilities: { Core: true, Org: true } });
  const bytes = new TextEncoder().encode('%PDF-1.4 site plan');
  const response = await fetch(`${t.url}/api/attachment`, { method: 'POST', headers: { authorization: `Bearer ${submitter.token}`, 'content-type': 'application/pdf', 'x-vgn-file-name': 'Site plan.pdf' }, body: bytes });
  file = ((await response.json()) as { $id: string }).$id;
  await t.ok<Item>(submitter.token, 'create/Consultation', {
    projectName: 'Gravel pit', state: 'DRAFT', primaryOrg: proponent, supOrgs: [ministry], region: 'NORTHWEST', stream: 'MINING', projectType: 'NEW_PROJECT', attachments: [file], $access: 'PROTECTED',
  });
}, 60_000);

afterAll(async () => {
  await t.server.close();
  removeDataDir(dataDir);
});

describe('sharing the files of consultations written before the fix', () => {
  it('is marked done on a new store once the server started', () => {
    expect(onceMarker(t.server.db, 'consult', SHARE_EXISTING_FILES)).not.toBeNull();
  });

  it('shares a consultation file its reader could not open at the next start of a store never caught up', async () => {
    expect(await t.ok<Item>(mia.token, `read/${file}`)).toMatchObject({ originalName: 'Site plan.pdf' });
    await revokeMinistryRead();
    forgetOnceMarker(t.server.db, 'consult', SHARE_EXISTING_FILES);
    await restart();
    expect(await t.ok<Item>(mia.token, `read/${file}`)).toMatchObject({ originalName: 'Site plan.pdf' });
    expect(onceMarker(t.server.db, 'consult', SHARE_EXISTING_FILES)).not.toBeNull();
  }, 60_000);

  it('does nothing at a later start: the store is marked done', async () => {
    await revokeMinistryRead();
    await restart();
    expect((await t.call(mia.token, `read/${file}`)).erred).toBe(true);
  }, 60_000);
});
