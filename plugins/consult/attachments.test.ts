import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import type { Item } from './testing/consultationSetup';

/**
 * consult.attachments over the real server: a consultation's files carry its search fields (kind,
 * extension, region, stream, project type, primary organization), and the zip export packs every
 * file the search finds, streamed from the store, as a task its owner alone downloads.
 */
let t: PluginTestServer;
let submitter: { id: string; token: string };
let outsider: { id: string; token: string };
let consultation: Item;
const files: { id: string; name: string; bytes: Uint8Array }[] = [];

async function upload(token: string, name: string, type: string, text: string): Promise<{ id: string; name: string; bytes: Uint8Array }> {
  const bytes = new TextEncoder().encode(text);
  const response = await fetch(`${t.url}/api/attachment`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': type, 'x-vgn-file-name': name }, body: bytes });
  expect(response.ok).toBe(true);
  return { id: ((await response.json()) as { $id: string }).$id, name, bytes };
}

async function zipOf(token: string, body: unknown): Promise<{ files: number; zip: JSZip }> {
  const started = await t.ok<{ task: string; files: number }>(token, 'act/consult.attachmentsZip', body);
  let state: { done?: boolean; resultURI?: string; percentageComplete?: number } = {};
  for (let attempt = 0; attempt < 200 && state.done !== true; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = await t.ok(token, `activeTask/${started.task}`);
  }
  expect(state).toMatchObject({ done: true, resultURI: expect.stringMatching(/^\/api\/plugins\/consult\/attachments-zip\//) });
  const response = await fetch(`${t.url}${state.resultURI ?? ''}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.headers.get('content-disposition')).toBe('attachment; filename="consult-attachments.zip"');
  const other = await fetch(`${t.url}${state.resultURI ?? ''}`, { headers: { authorization: `Bearer ${outsider.token}` } });
  expect(other.status).toBe(404);
  return { files: started.files, zip: await JSZip.loadAsync(await response.arrayBuffer()) };
}

beforeAll(async () => {
  t = await startPluginTestServer({});
  const proponent = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Northern Ridge Mining', type: 'INDUSTRY', $access: 'PROTECTED' })).$id;
  submitter = await t.createUser('Sam', { adminOrg: [proponent], capabilities: { Core: true, Org: true, ConsultSubmit: true } });
  outsider = await t.createUser('Otto', { capabilities: { Core: true, Org: true } });
  files.push(await upload(submitter.token, 'Site plan.PDF', 'application/pdf', '%PDF-1.4 site plan'));
  files.push(await upload(submitter.token, 'Site plan.PDF', 'application/pdf', '%PDF-1.4 second site plan'));
  files.push(await upload(submitter.token, 'map.png', 'image/png', 'not really a png'));
  consultation = await t.ok<Item>(submitter.token, 'create/Consultation', {
    projectName: 'Gravel pit', state: 'DRAFT', primaryOrg: proponent, region: 'NORTHWEST', stream: 'MINING', projectType: 'NEW_PROJECT', attachments: files.map((f) => f.id), $access: 'PROTECTED',
  });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('consultation attachments', () => {
  it('carry their consultation, media kind, extension and the consultation search fields', async () => {
    const [pdf, , png] = await t.ok<Item[]>(t.adminToken, 'readMany/object', files.map((f) => f.id));
    expect(pdf).toMatchObject({ consultation: consultation.$id, mediaKind: 'PDF', extension: 'pdf', region: 'NORTHWEST', stream: 'MINING', projectType: 'NEW_PROJECT', primaryOrg: consultation.primaryOrg });
    expect(png).toMatchObject({ mediaKind: 'PNG', extension: 'png' });
    const reply = await t.ok<{ total: number; facets: Record<string, { key: string; count: number }[]> }>(t.adminToken, 'search/ids', {
      must: [{ kind: 'type', value: 'Attachment' }, { prop: 'consultation', kind: 'exists' }],
      facets: [{ field: 'mediaKind', kind: 'lov', lov: 'MEDIA_KINDS' }, { field: 'extension', kind: 'terms' }],
    });
    expect(reply.total).toBe(3);
    expect(reply.facets.extension).toEqual(expect.arrayContaining([expect.objectContaining({ key: 'pdf', count: 2 }), expect.objectContaining({ key: 'png', count: 1 })]));
  });

  it('zips every file of the search, named by project, for its owner only', async () => {
    const { files: count, zip } = await zipOf(t.adminToken, {});
    expect(count).toBe(3);
    expect(Object.keys(zip.files).sort()).toEqual(['Gravel pit/Site plan (2).PDF', 'Gravel pit/Site plan.PDF', 'Gravel pit/map.png']);
    const pdfs = await Promise.all(['Gravel pit/Site plan.PDF', 'Gravel pit/Site plan (2).PDF'].map((name) => zip.file(name)?.async('string')));
    expect(pdfs.sort()).toEqual(['%PDF-1.4 second site plan', '%PDF-1.4 site plan']);
    expect(await zip.file('Gravel pit/map.png')?.async('string')).toBe('not really a png');
  });

  it('applies the facets the user selected, and never packs what the asker may not read', async () => {
    const { files: count, zip } = await zipOf(t.adminToken, { facets: [{ field: 'mediaKind', kind: 'lov', lov: 'MEDIA_KINDS', selected: ['PNG'] }] });
    expect(count).toBe(1);
    expect(Object.keys(zip.files)).toEqual(['Gravel pit/map.png']);
    expect((await t.ok<{ files: number }>(outsider.token, 'act/consult.attachmentsZip', {})).files).toBe(0);
  });

  it('lets the consultation\'s readers read its files, uploaded before they were named', async () => {
    const ministry = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Ministry of Energy and Mines', type: 'GOVERNMENT', $access: 'PROTECTED' })).$id;
    const mia = await t.createUser('Mia', { adminOrg: [ministry], capabilities: { Core: true, Org: true } });
    const file = files[0]?.id ?? '';
    expect((await t.call(mia.token, `read/${file}`)).erred).toBe(true);
    const current = await t.ok<Item>(submitter.token, `read/${consultation.$id}`);
    await t.ok(submitter.token, 'update', { $id: consultation.$id, _u: current._u, supOrgs: [ministry] });
    expect(await t.ok<Item>(mia.token, `read/${file}`)).toMatchObject({ originalName: 'Site plan.PDF', consultation: consultation.$id });
    expect((await t.call(outsider.token, `read/${file}`)).erred).toBe(true);
  });

  it('drops the consultation from a file no longer listed', async () => {
    const current = await t.ok<Item>(submitter.token, `read/${consultation.$id}`);
    await t.ok(submitter.token, 'update', { $id: consultation.$id, _u: current._u, attachments: [files[0]?.id] });
    const removed = await t.ok<Item>(t.adminToken, `read/${files[2]?.id ?? ''}`);
    expect(removed.consultation).toBeUndefined();
    expect(removed.region).toBeUndefined();
    // The media kind and extension are the file's own (core's derived fields): they stay.
    expect(removed).toMatchObject({ mediaKind: 'PNG', extension: 'png' });
  });
});
