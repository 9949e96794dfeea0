import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startItemsTestServer, type ItemsTestServer } from './testing/itemsTestServer';

const MAX = 8192;
let t: ItemsTestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };

beforeAll(async () => {
  t = await startItemsTestServer({ maxUploadBytes: MAX });
  alice = await t.createUser('Alice');
  bob = await t.createUser('Bob');
});
afterAll(() => t.close());

const TUS = { 'tus-resumable': '1.0.0' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const b64 = (text: string) => Buffer.from(text).toString('base64');
const metadata = (name: string, type: string) => `filename ${b64(name)},filetype ${b64(type)}`;

async function create(token: string | null, length: number, name = 'photo.jpg'): Promise<Response> {
  return fetch(`${t.url}/api/tus`, {
    method: 'POST',
    headers: { ...TUS, 'upload-length': String(length), 'upload-metadata': metadata(name, 'image/jpeg'), ...(token ? bearer(token) : {}) },
  });
}

async function started(token: string, length: number): Promise<string> {
  const response = await create(token, length);
  expect(response.status).toBe(201);
  return new URL(response.headers.get('location') ?? '', t.url).toString();
}

const patch = (url: string, token: string, offset: number, bytes: Buffer) =>
  fetch(url, { method: 'PATCH', headers: { ...TUS, ...bearer(token), 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }, body: new Uint8Array(bytes) });

const head = (url: string, token: string) => fetch(url, { method: 'HEAD', headers: { ...TUS, ...bearer(token) } });

describe('resumable uploads at /api/tus', () => {
  it('resumes after a partial upload and makes one Attachment, named again when asked twice', async () => {
    const bytes = randomBytes(5000);
    const url = await started(alice.token, bytes.length);
    // The first part arrives, then the connection is lost.
    expect((await patch(url, alice.token, 0, bytes.subarray(0, 2000))).status).toBe(204);
    const resumed = await head(url, alice.token);
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get('upload-offset')).toBe('2000');
    const last = await patch(url, alice.token, 2000, bytes.subarray(2000));
    expect(last.status).toBe(204);
    const attachmentId = last.headers.get('x-vgn-attachment') ?? '';
    expect(attachmentId).toMatch(/^Attachment-\d+$/);
    const attachment = await t.ok<Record<string, unknown>>(alice.token, `read/${attachmentId}`);
    expect(attachment).toMatchObject({ originalName: 'photo.jpg', filetype: 'image/jpeg', size: 5000, _c: { by: alice.id } });
    const served = await fetch(`${t.url}/attachment/${attachmentId}`, { headers: bearer(alice.token) });
    expect(createHash('sha256').update(Buffer.from(await served.arrayBuffer())).digest('hex')).toBe(createHash('sha256').update(bytes).digest('hex'));
    // A client that lost the last answer asks again: complete, and the same Attachment.
    const again = await head(url, alice.token);
    expect([again.status, again.headers.get('upload-offset'), again.headers.get('x-vgn-attachment')]).toEqual([200, '5000', attachmentId]);
  });

  it('refuses callers without a valid token, and other users’ uploads', async () => {
    const anonymous = await create(null, 10);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toMatchObject({ userMessage: 'notAllowed' });
    const forged = await fetch(`${t.url}/api/tus`, { method: 'POST', headers: { ...TUS, 'upload-length': '10', ...bearer('garbage') } });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toMatchObject({ userMessage: 'identFailed' });
    const url = await started(alice.token, 100);
    expect((await head(url, bob.token)).status).toBe(404);
    expect((await patch(url, bob.token, 0, randomBytes(100))).status).toBe(404);
    expect((await fetch(url, { method: 'HEAD', headers: TUS })).status).toBe(401);
    expect((await head(url, alice.token)).headers.get('upload-offset')).toBe('0');
  });

  it('refuses uploads over MAX_UPLOAD_BYTES, declared or sent, and names that are not file names', async () => {
    expect((await create(alice.token, MAX + 1)).status).toBe(413);
    const url = await started(alice.token, MAX);
    expect((await patch(url, alice.token, 0, randomBytes(MAX + 10))).status).toBe(413);
    expect((await create(alice.token, 10, '../etc/passwd')).status).toBe(400);
  });
});
