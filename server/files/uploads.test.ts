import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startItemsTestServer, type ItemsTestServer } from './testing/itemsTestServer';

const MAX = 4096;
let t: ItemsTestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
let carol: { id: string; token: string };
let meeting: string;

beforeAll(async () => {
  t = await startItemsTestServer({ maxUploadBytes: MAX });
  const org = await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Acme', type: 'COMMUNITY' });
  alice = await t.createUser('Alice', { adminOrg: [org.$id] });
  bob = await t.createUser('Bob');
  carol = await t.createUser('Carol', { readOrg: [org.$id] });
  const created = await t.ok<{ $id: string }>(alice.token, 'create/Meeting', {
    owner: org.$id,
    summary: 'Kick-off',
    date: '2024-05-02',
    meetingTypes: ['VIRTUAL'],
    $access: 'PROTECTED',
  });
  meeting = created.$id;
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

async function upload(token: string | null, body: BodyInit, headers: Record<string, string> = {}, query = ''): Promise<Response> {
  return fetch(`${t.url}/api/attachment${query}`, {
    method: 'POST',
    headers: { 'x-vgn-file-name': encodeURIComponent('Plan d’été.pdf'), 'content-type': 'application/pdf', ...(token ? bearer(token) : {}), ...headers },
    body,
  });
}

async function uploadOk(token: string, body: Buffer<ArrayBuffer>, headers: Record<string, string> = {}, query = ''): Promise<Record<string, unknown> & { $id: string }> {
  const response = await upload(token, body, headers, query);
  const json = (await response.json()) as Record<string, unknown> & { $id: string };
  if (response.status !== 200) throw new Error(`upload failed: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

async function refusal(response: Response): Promise<[number, unknown]> {
  const body = (await response.json()) as { userMessage?: unknown };
  return [response.status, body.userMessage];
}

describe('POST /api/attachment then GET /attachment/{id}', () => {
  it('stores the bytes by digest, creates File and Attachment items and serves the bytes back', async () => {
    const bytes = randomBytes(3000);
    const attachment = await uploadOk(alice.token, bytes);
    expect(attachment).toMatchObject({ _t: 'Attachment', originalName: 'Plan d’été.pdf', filetype: 'application/pdf', size: 3000, _c: { by: alice.id } });
    expect(attachment.uppyID).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const digest = sha256(bytes);
    expect(existsSync(join(t.server.config.dataDir, 'files', digest.slice(0, 2), digest))).toBe(true);
    const file = await t.ok(t.adminToken, `read/${String(attachment.fileID)}`);
    expect(file).toMatchObject({ _t: 'File', repo: 'local', name: `${digest.slice(0, 2)}/${digest}`, size: 3000, contentType: 'application/pdf', sha256: digest });

    for (const path of [`/attachment/${attachment.$id}`, `/attachment/${attachment.$id}/anything.pdf`]) {
      const response = await fetch(`${t.url}${path}`, { headers: bearer(alice.token) });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('etag')).toBe(`"${digest}"`);
      expect(response.headers.get('content-disposition')).toBe(`inline; filename="Plan d__t_.pdf"; filename*=UTF-8''Plan%20d%E2%80%99%C3%A9t%C3%A9.pdf`);
      expect(Buffer.from(await response.arrayBuffer()).equals(bytes)).toBe(true);
    }
    const revalidated = await fetch(`${t.url}/attachment/${attachment.$id}`, { headers: { ...bearer(alice.token), 'if-none-match': `"${digest}"` } });
    expect(revalidated.status).toBe(304);
  });

  it('takes the token from the access_token parameter or the vgn-token cookie, since <img> sends no header', async () => {
    const attachment = await uploadOk(alice.token, randomBytes(10), { 'content-type': 'image/png' });
    expect((await fetch(`${t.url}/attachment/${attachment.$id}?access_token=${alice.token}`)).status).toBe(200);
    expect((await fetch(`${t.url}/attachment/${attachment.$id}`, { headers: { cookie: `other=1; vgn-token=${encodeURIComponent(alice.token)}` } })).status).toBe(200);
  });

  it('refuses readers the Attachment item does not admit', async () => {
    const attachment = await uploadOk(alice.token, randomBytes(100), { 'content-type': 'text/html' });
    expect(await refusal(await fetch(`${t.url}/attachment/${attachment.$id}`, { headers: bearer(bob.token) }))).toEqual([403, 'notAllowed']);
    expect(await refusal(await fetch(`${t.url}/attachment/${attachment.$id}`))).toEqual([403, 'notAllowed']);
    expect(await refusal(await fetch(`${t.url}/attachment/${attachment.$id}?access_token=garbage`))).toEqual([401, 'identFailed']);
    // A stale cookie is ignored (the caller is anonymous), not an error.
    expect((await fetch(`${t.url}/attachment/${attachment.$id}`, { headers: { cookie: 'vgn-token=garbage' } })).status).toBe(403);
    expect((await fetch(`${t.url}/attachment/Attachment-999`, { headers: bearer(alice.token) })).status).toBe(404);
    expect((await fetch(`${t.url}/attachment/User-1`, { headers: bearer(t.adminToken) })).status).toBe(404);
    // Types a browser would run are sent as downloads, never sniffed.
    const own = await fetch(`${t.url}/attachment/${attachment.$id}`, { headers: bearer(alice.token) });
    expect(own.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('gives the related item’s readers access: its level, its owner organization’s members', async () => {
    const attachment = await uploadOk(alice.token, randomBytes(64), {}, `?relType=Meeting&relIndex=${meeting.split('-')[1] ?? ''}&relProp=files`);
    expect(attachment).toMatchObject({ relType: 'Meeting', relProp: 'files', $access: 'PROTECTED' });
    expect((await fetch(`${t.url}/attachment/${attachment.$id}`, { headers: bearer(carol.token) })).status).toBe(200);
    expect((await fetch(`${t.url}/attachment/${attachment.$id}`, { headers: bearer(bob.token) })).status).toBe(403);
    // Bob cannot read the meeting, so he cannot attach files to it either.
    expect(await refusal(await upload(bob.token, randomBytes(8), {}, `?relType=Meeting&relIndex=${meeting.split('-')[1] ?? ''}`))).toEqual([403, 'notAllowed']);
    expect(await refusal(await upload(bob.token, randomBytes(8), {}, '?relType=Meeting&relIndex=x'))).toEqual([400, 'badRequest']);
  });
});

describe('refused uploads', () => {
  const tmpFiles = () => readdirSync(join(t.server.config.dataDir, 'files', 'tmp'));

  it('refuses files over MAX_UPLOAD_BYTES with fileTooLarge, declared or streamed, leaving nothing behind', async () => {
    expect(await refusal(await upload(alice.token, randomBytes(MAX + 1)))).toEqual([413, 'fileTooLarge']);
    // Without a Content-Length the limit is found while streaming.
    const chunks = [randomBytes(3000), randomBytes(3000)];
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const chunk = chunks.shift();
        if (chunk) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const streamed = await fetch(`${t.url}/api/attachment`, {
      method: 'POST',
      headers: { 'x-vgn-file-name': 'big.bin', ...bearer(alice.token) },
      body: stream,
      duplex: 'half',
    } as RequestInit & { duplex: 'half' });
    expect(await refusal(streamed)).toEqual([413, 'fileTooLarge']);
    expect(tmpFiles()).toEqual([]);
    expect((await uploadOk(alice.token, randomBytes(MAX))).size).toBe(MAX);
  });

  it('refuses empty bodies, missing or path-like names and anonymous callers', async () => {
    expect(await refusal(await upload(alice.token, new Uint8Array(0)))).toEqual([400, 'emptyFile']);
    for (const name of ['../../etc/passwd', 'a/b.txt', 'a\\b.txt', '..', '   ', '%E0%A4%A', 'x'.repeat(256)]) {
      expect(await refusal(await upload(alice.token, randomBytes(4), { 'x-vgn-file-name': name === '%E0%A4%A' ? name : encodeURIComponent(name) }))).toEqual([400, 'invalidFileName']);
    }
    const unnamed = await fetch(`${t.url}/api/attachment`, { method: 'POST', headers: bearer(alice.token), body: randomBytes(4) });
    expect(await refusal(unnamed)).toEqual([400, 'invalidFileName']);
    expect(await refusal(await upload(null, randomBytes(4)))).toEqual([401, 'notAllowed']);
    expect(await refusal(await upload('garbage', randomBytes(4)))).toEqual([401, 'identFailed']);
    expect(tmpFiles()).toEqual([]);
  });

  it('keeps content-pointing Attachment fields and File items out of users’ own writes', async () => {
    const attachment = await uploadOk(alice.token, randomBytes(16));
    expect(await t.refusal(bob.token, 'create/Attachment', { originalName: 'steal.pdf', fileID: String(attachment.fileID) })).toBe('notAllowed');
    expect(await t.refusal(alice.token, 'update', { $id: attachment.$id, _u: attachment._u, fileID: 'File-1' })).toBe('notAllowed');
    expect(await t.ok(alice.token, 'update', { $id: attachment.$id, _u: attachment._u, originalName: 'renamed.pdf' })).toMatchObject({ originalName: 'renamed.pdf' });
    expect(await t.refusal(alice.token, 'create/File', { repo: 'local', name: 'x' })).toBe('notAllowed');
  });
});
