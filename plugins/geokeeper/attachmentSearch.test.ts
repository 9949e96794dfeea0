import { describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import { fieldData, type Created, type FieldDataFixture } from './testing/fieldDataFixture';
import { useFieldDataServer } from './testing/geokeeperServer';

/**
 * The field data attachments search (geokeeper.attachments, business spec §3 geokeeperAttachment)
 * over a real server: a record's photos carry its field data, state, form type, form and program,
 * are found and counted by size range and kind (media type) as its readers, follow the record's
 * changes, and lose it all when the record no longer lists them.
 */
let t: PluginTestServer;
let f: FieldDataFixture;

useFieldDataServer(startPluginTestServer, (server, fixture) => {
  t = server;
  f = fixture;
});

type Reply = { ids: string[]; total: number; facets?: Record<string, { key: string; count: number }[]> };
const counts = (buckets: { key: string; count: number }[] | undefined) => Object.fromEntries((buckets ?? []).filter((bucket) => bucket.count > 0).map((bucket) => [bucket.key, bucket.count]));
/** Uploads bytes as an Attachment of the given media type (POST /api/attachment). */
async function upload(token: string, fileName: string, contentType: string, size: number): Promise<string> {
  const response = await fetch(`${t.url}/api/attachment`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': contentType, 'x-vgn-file-name': fileName }, body: new Uint8Array(size) });
  if (!response.ok) throw new Error(`upload failed: ${response.status}`);
  return ((await response.json()) as { $id: string }).$id;
}

const search = (token: string, extra: Record<string, unknown> = {}) =>
  t.ok<Reply>(token, 'search/ids', { must: [{ kind: 'type', value: 'Attachment' }, { prop: 'fieldData', kind: 'exists' }], max: 100, ...extra });

describe('field data attachments', () => {
  it('are found by their field data, size range and kind, and follow the record', async () => {
    const small = await upload(f.mia.token, 'calf.png', 'image/png', 500);
    const large = await upload(f.mia.token, 'call.mp4', 'video/mp4', 5_000);
    const loose = await upload(f.mia.token, 'other.png', 'image/png', 10);
    const record = await fieldData(t, f, f.mia.token, { label: 'Calf', formType: 'record', media: [small, large] });
    expect(await t.ok<Created>(f.mia.token, `read/${small}`)).toMatchObject({ fieldData: record.$id, fieldDataState: 'ACTIVE', formType: 'record', formDef: f.recordForm, program: f.program });

    const found = await search(f.mia.token, { facets: [{ field: 'size', kind: 'size-ranges' }, { field: 'filetype' }, { field: 'mediaKind', kind: 'lov', lov: 'MEDIA_KINDS' }, { field: 'extension' }, { field: 'formType' }] });
    expect(found.ids.sort()).toEqual([small, large].sort());
    expect(found.ids).not.toContain(loose);
    expect(counts(found.facets?.size)).toEqual({ size0to1K: 1, size1Kto1M: 1 });
    expect(counts(found.facets?.formType)).toEqual({ record: 2 });
    expect(counts(found.facets?.filetype)).toEqual({ 'image/png': 1, 'video/mp4': 1 });
    // Kind and extension: core's fields, derived from the media type and the file name.
    expect(counts(found.facets?.mediaKind)).toEqual({ PNG: 1, VIDEO: 1 });
    expect(counts(found.facets?.extension)).toEqual({ png: 1, mp4: 1 });
    // The owner's administrator reads the record, so its photos too; Otto reads neither.
    expect((await search(f.olga.token)).ids.sort()).toEqual([small, large].sort());
    expect((await search(f.otto.token)).ids).toEqual([]);
    // Narrowed to one size range.
    expect((await search(f.mia.token, { must: [{ kind: 'type', value: 'Attachment' }, { prop: 'fieldData', kind: 'exists' }, { prop: 'size', kind: 'range', value: { to: 1000 } }] })).ids).toEqual([small]);

    // The record archived: its attachments say so; one photo dropped from the record loses the link.
    const archived = await t.ok<Created>(f.mia.token, 'update', { $id: record.$id, _u: record._u, state: 'ARCHIVED', media: [small] });
    expect(await t.ok<Created>(f.mia.token, `read/${small}`)).toMatchObject({ fieldData: record.$id, fieldDataState: 'ARCHIVED' });
    const dropped = await t.ok<Created>(f.mia.token, `read/${large}`);
    expect(dropped.fieldData).toBeUndefined();
    expect(dropped.program).toBeUndefined();
    expect((await search(f.mia.token)).ids).toEqual([small]);

    // Deleted: nothing of it stays searchable.
    await t.ok(f.mia.token, `delete/${record.$id}`, { _u: archived._u });
    expect((await search(f.mia.token)).ids).toEqual([]);
  });

  it('cannot be linked by a client: the fields are the server’s', async () => {
    const photo = await upload(f.mia.token, 'x.png', 'image/png', 20);
    const item = await t.ok<Created>(f.mia.token, `read/${photo}`);
    const reply = await t.call(f.mia.token, 'update', { $id: photo, _u: item._u, fieldData: 'GeoKeeperFieldData-1', program: f.program });
    const after = await t.ok<Created>(f.mia.token, `read/${photo}`);
    // Either refused or ignored: never stored as sent.
    expect(reply.erred === true || after.fieldData === undefined).toBe(true);
    expect(after.program).toBeUndefined();
  });
});
