import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VARIANTS_DIR } from './filesModule';
import { startItemsTestServer, type ItemsTestServer } from './testing/itemsTestServer';

let t: ItemsTestServer;
let alice: { id: string; token: string };
let bob: { id: string; token: string };
/** Bytes that claim to be a PNG but are not one. */
const png = randomBytes(500);
let photo: Buffer<ArrayBuffer>;

beforeAll(async () => {
  photo = Buffer.from(await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a7ab0' } }).jpeg().toBuffer());
  t = await startItemsTestServer();
  alice = await t.createUser('Alice');
  bob = await t.createUser('Bob');
});
afterAll(() => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function upload(token: string, body: Buffer<ArrayBuffer>, contentType: string, name: string): Promise<{ $id: string; uppyID: string }> {
  const response = await fetch(`${t.url}/api/attachment`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': contentType, 'x-vgn-file-name': name },
    body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { $id: string; uppyID: string };
}

async function image(path: string, token?: string): Promise<{ status: number; type: string | null; bytes: Buffer }> {
  const response = await fetch(`${t.url}${path}`, { headers: token ? bearer(token) : {} });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

describe('avatar and image routes', () => {
  it('serves a user’s avatar by item id and an image by upload id, whole or as a resized variant', async () => {
    const avatar = await upload(alice.token, photo, 'image/jpeg', 'me.jpg');
    const user = await t.ok<{ _u: number }>(alice.token, `read/${alice.id}`);
    await t.ok(alice.token, 'update', { $id: alice.id, _u: user._u, avatar: avatar.$id });

    const whole = await image(`/api/attachment/${avatar.uppyID}`, alice.token);
    expect(whole).toMatchObject({ status: 200, type: 'image/jpeg' });
    expect(whole.bytes.equals(photo)).toBe(true);
    for (const [path, width, height] of [
      [`/api/item-id-image/${alice.id}?variant=thumbnail`, 64, 64],
      [`/api/item-id-image/${alice.id}?variant=small`, 160, 160],
      [`/api/attachment/${avatar.uppyID}?variant=medium`, 640, 427],
      // Never enlarged: the 900 × 600 original fits "large" as it is.
      [`/api/attachment/${avatar.uppyID}?variant=large`, 900, 600],
    ] as const) {
      const answer = await image(path, alice.token);
      expect(answer).toMatchObject({ status: 200, type: 'image/webp' });
      expect(await sharp(answer.bytes).metadata()).toMatchObject({ format: 'webp', width, height });
    }
  });

  it('makes a variant once and answers later requests from the cache, revalidated by its ETag', async () => {
    const avatar = await upload(alice.token, photo, 'image/jpeg', 'cached.jpg');
    const path = `/api/attachment/${avatar.uppyID}?variant=thumbnail`;
    const [first, second] = await Promise.all([fetch(`${t.url}${path}`, { headers: bearer(alice.token) }), fetch(`${t.url}${path}`, { headers: bearer(alice.token) })]);
    expect([first.status, second.status]).toEqual([200, 200]);
    // Read both answers to the end: the same bytes, and no connection left open.
    expect(Buffer.from(await first.arrayBuffer()).equals(Buffer.from(await second.arrayBuffer()))).toBe(true);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/-thumbnail"$/);
    const cached = readdirSync(join(t.server.config.dataDir, VARIANTS_DIR)).filter((name) => etag.includes(name.replace(/\.webp$/, '')));
    expect(cached).toHaveLength(1);
    const again = await fetch(`${t.url}${path}`, { headers: { ...bearer(alice.token), 'if-none-match': etag } });
    expect(again.status).toBe(304);
    await again.arrayBuffer();
  });

  it('refuses an unknown variant and content it cannot resize with clear keys', async () => {
    const avatar = await upload(alice.token, photo, 'image/jpeg', 'odd.jpg');
    const unknown = await fetch(`${t.url}/api/attachment/${avatar.uppyID}?variant=huge`, { headers: bearer(alice.token) });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toMatchObject({ userMessage: 'unknownImageVariant' });
    const broken = await upload(alice.token, png, 'image/png', 'broken.png');
    const notAnImage = await fetch(`${t.url}/api/attachment/${broken.uppyID}?variant=small`, { headers: bearer(alice.token) });
    expect(notAnImage.status).toBe(415);
    expect(await notAnImage.json()).toMatchObject({ userMessage: 'unsupportedImage' });
  });

  it('answers 404 when there is no image: no avatar, an avatar that is no image, unknown ids, unreadable ones', async () => {
    expect((await image(`/api/item-id-image/${bob.id}`, bob.token)).status).toBe(404);
    expect((await image('/api/item-id-image/User-999', bob.token)).status).toBe(404);
    expect((await image('/api/item-id-image/not-an-id', bob.token)).status).toBe(404);
    expect((await image('/api/attachment/no-such-upload', bob.token)).status).toBe(404);
    const pdf = await upload(bob.token, randomBytes(20), 'application/pdf', 'cv.pdf');
    const user = await t.ok<{ _u: number }>(bob.token, `read/${bob.id}`);
    await t.ok(bob.token, 'update', { $id: bob.id, _u: user._u, avatar: pdf.$id });
    expect((await image(`/api/item-id-image/${bob.id}`, bob.token)).status).toBe(404);
    expect((await image(`/api/attachment/${pdf.uppyID}`, bob.token)).status).toBe(404);
    // An attachment Alice uploaded (PROTECTED) is not Bob's to read, even named as Bob's avatar.
    const secret = await upload(alice.token, photo, 'image/jpeg', 'secret.jpg');
    expect((await image(`/api/attachment/${secret.uppyID}`, bob.token)).status).toBe(404);
    const bobNow = await t.ok<{ _u: number }>(t.adminToken, `read/${bob.id}`);
    await t.ok(t.adminToken, 'update', { $id: bob.id, _u: bobNow._u, avatar: secret.$id });
    expect((await image(`/api/item-id-image/${bob.id}?variant=small`, bob.token)).status).toBe(404);
  });

  it('shows a user’s own picture to everyone who reads the user', async () => {
    const avatar = await upload(alice.token, photo, 'image/jpeg', 'face.jpg');
    const user = await t.ok<{ _u: number }>(alice.token, `read/${alice.id}`);
    await t.ok(alice.token, 'update', { $id: alice.id, _u: user._u, avatar: avatar.$id });
    expect(await image(`/api/item-id-image/${alice.id}?variant=thumbnail`, bob.token)).toMatchObject({ status: 200, type: 'image/webp' });
    // The attachment itself stays Alice's.
    expect((await image(`/api/attachment/${avatar.uppyID}`, bob.token)).status).toBe(404);
  });

  it('finds an item by its _uuid for /api/item-uuid-image', async () => {
    const logo = Buffer.from(await sharp({ create: { width: 120, height: 80, channels: 3, background: '#0d8050' } }).png().toBuffer());
    const avatar = await upload(t.adminToken, logo, 'image/png', 'logo.png');
    const uuid = '3f1c2a34-9c1e-4b8e-8a55-0d2a3c4b5e6f';
    // No built-in type declares _uuid yet (consultations will): a stored row stands for such an item.
    t.server.db
      .prepare(`INSERT INTO items (id, type, idx, u, created_ts, created_by, owner, access, data) VALUES (?, 'Organization', 900, 1, ?, 'vgn-0', NULL, 'COMMUNITY', ?)`)
      .run('Organization-900', '2024-01-01T00:00:00.000Z', JSON.stringify({ displayName: 'With uuid', _uuid: uuid, avatar: avatar.$id }));
    const answer = await image(`/api/item-uuid-image/${uuid}?variant=small`, t.adminToken);
    expect(answer).toMatchObject({ status: 200, type: 'image/webp' });
    expect((await image('/api/item-uuid-image/00000000-0000-0000-0000-000000000000', t.adminToken)).status).toBe(404);
    // The item is readable by every signed-in user, and its picture (uploaded by an administrator) with it.
    expect((await image(`/api/item-uuid-image/${uuid}`, bob.token)).status).toBe(200);
  });
});
