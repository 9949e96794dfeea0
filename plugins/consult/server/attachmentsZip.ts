import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';
import type { PluginTaskContext, ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { badRequest, OperationError, type Actor } from '../../../engine/protocol/operations';
import { SEARCH_MAX_ALL, type FacetRequest, type SearchFilter } from '../../../engine/protocol/searchWire';
import { requireActor } from './actors';
import { text } from './lookup';

/** The name the download carries (business spec §2, consult.attachments). */
export const ZIP_NAME = 'consult-attachments.zip';
/** A packed zip waits this long for its download, then is removed. */
const KEEP_MS = 60 * 60_000;

interface Packed {
  owner: string;
  path: string;
  at: number;
}

function safePart(value: unknown, fallback: string): string {
  // Path separators, characters Windows refuses and control characters become a dash.
  const cleaned = [...(typeof value === 'string' ? value : '')].map((c) => (c.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(c) ? '-' : c)).join('').trim().slice(0, 80);
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? fallback : cleaned;
}

/** One entry name per file: "{project name}/{file name}", a second file of the same name numbered. */
function uniqueName(taken: Set<string>, folder: string, name: string): string {
  const dot = name.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let candidate = `${folder}/${name}`;
  for (let n = 2; taken.has(candidate); n += 1) candidate = `${folder}/${stem} (${n})${ext}`;
  taken.add(candidate);
  return candidate;
}

/** The attachments of the search the asker may read: always consultation attachments, whatever filters the body adds. */
function attachmentsOf(context: ServerPluginContext, actor: Actor, body: unknown): string[] {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  if (record.must !== undefined && !Array.isArray(record.must)) throw badRequest('must is a list of filters');
  if (record.facets !== undefined && !Array.isArray(record.facets)) throw badRequest('facets is a list of facet requests');
  const must = [{ kind: 'type', value: 'Attachment' }, { prop: 'consultation', kind: 'exists' }, ...((record.must ?? []) as SearchFilter[]).filter((f) => f.kind !== 'type')] as SearchFilter[];
  return context.items.search(actor, { must, facets: (record.facets ?? []) as FacetRequest[], max: SEARCH_MAX_ALL }).ids;
}

/** Writes the zip, file by file from the store, reporting the share of bytes packed. */
async function pack(context: ServerPluginContext, actor: Actor, ids: readonly string[], path: string, task: PluginTaskContext): Promise<void> {
  const zip = new yazl.ZipFile();
  const taken = new Set<string>();
  const files = ids.flatMap((id) => {
    const content = context.files.content(actor, id);
    const attachment = context.items.get(id);
    if (!content || !attachment) return [];
    const consultation = context.items.get(text(attachment.consultation) ?? '');
    // The bytes on disk, which is what the zip reads (the upload's recorded size may differ).
    return [{ content, size: statSync(content.path).size, name: uniqueName(taken, safePart(consultation?.projectName, text(attachment.consultation) ?? 'consultation'), safePart(content.fileName, id)) }];
  });
  const total = files.reduce((sum, file) => sum + file.size, 0) || 1;
  let done = 0;
  const written = pipeline(zip.outputStream, createWriteStream(path), { signal: task.signal });
  const failed = new Promise<never>((_, reject) => zip.on('error', reject));
  for (const file of files) {
    task.checkCancelled();
    // Counted as yazl reads it (a 'data' listener would drain the file before the zip takes it).
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        done += chunk.length;
        task.progress(Math.min(99, Math.floor((done / total) * 100)));
        callback(null, chunk);
      },
    });
    zip.addReadStream(createReadStream(file.content.path).pipe(counted), file.name, { size: file.size });
  }
  zip.end();
  await Promise.race([written, failed]);
}

/**
 * consult.attachments' zip export: `act/consult.attachmentsZip` { must?, facets? } packs the
 * consultation attachments of that search the asker may read into consult-attachments.zip as a
 * background task (progress as bytes are packed; the files streamed from the store), answering
 * { task, files }; GET /api/plugins/consult/attachments-zip/{task} then downloads it, for the
 * task's owner only. A packed zip is kept an hour.
 */
export function registerAttachmentsZip(context: ServerPluginContext): void {
  let folder: string | undefined;
  const packed = new Map<string, Packed>();
  const dir = (): string => (folder ??= mkdtempSync(join(tmpdir(), 'vgn-consult-zip-')));
  context.onClose(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  context.schedule('consult-zip-cleanup', 10 * 60_000, () => {
    for (const [key, entry] of packed) {
      if (Date.now() - entry.at < KEEP_MS) continue;
      rmSync(entry.path, { force: true });
      packed.delete(key);
    }
  });

  context.operations.register('act/consult.attachmentsZip', (ctx, body) => {
    const actor = requireActor(ctx);
    const ids = attachmentsOf(context, actor, body);
    const key = `consult-zip:${randomUUID()}`;
    const path = join(dir(), `${randomUUID()}.zip`);
    context.tasks.start({ owner: actor.userId, key }, async (task) => {
      await pack(context, actor, ids, path, task);
      packed.set(key, { owner: actor.userId, path, at: Date.now() });
      task.progress(100);
      // The task's result URI: where its owner downloads the zip.
      return `/api/plugins/consult/attachments-zip/${encodeURIComponent(key)}`;
    });
    return { task: key, files: ids.length };
  });

  context.http.route({
    method: 'GET',
    path: 'attachments-zip/:task',
    handler({ actor, params }) {
      const entry = packed.get(params.task ?? '');
      if (!actor || !entry || entry.owner !== actor.userId) throw new OperationError('consult.errors.zipNotReady', `no zip ${params.task ?? ''} of this user`, 404);
      return {
        headers: { 'content-type': 'application/zip', 'content-length': String(statSync(entry.path).size), 'content-disposition': `attachment; filename="${ZIP_NAME}"` },
        body: createReadStream(entry.path),
      };
    },
  });
}
