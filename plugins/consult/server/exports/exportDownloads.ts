import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerPluginContext } from '../../../../engine/plugin/serverPlugin';
import { OperationError } from '../../../../engine/protocol/operations';

/** A finished export waits this long for its download, then is removed. */
const KEEP_MS = 60 * 60_000;

interface Finished {
  owner: string;
  path: string;
  fileName: string;
  contentType: string;
  at: number;
}

/** Where export tasks write their files and how their owners fetch them. */
export interface ExportDownloads {
  /** A fresh file path in the exports' temporary folder. */
  pathFor(extension: string): string;
  /** Makes a written file downloadable by its owner; answers the task's result URI. */
  offer(key: string, entry: Omit<Finished, 'at'>): string;
}

/**
 * The download side of the staff exports: files under one temporary folder, fetched through
 * GET /api/plugins/consult/export/{task} by the user who started the task (others, or after an
 * hour: consult.errors.exportGone, 404), removed when they expire or the server closes.
 */
export function registerExportDownloads(context: ServerPluginContext): ExportDownloads {
  let folder: string | undefined;
  const finished = new Map<string, Finished>();
  const dir = (): string => (folder ??= mkdtempSync(join(tmpdir(), 'vgn-consult-export-')));
  context.onClose(() => {
    if (folder) rmSync(folder, { recursive: true, force: true });
  });
  context.schedule('consult-export-cleanup', 10 * 60_000, () => {
    for (const [key, entry] of finished) {
      if (Date.now() - entry.at < KEEP_MS) continue;
      rmSync(entry.path, { force: true });
      finished.delete(key);
    }
  });
  context.http.route({
    method: 'GET',
    path: 'export/:task',
    handler({ actor, params }) {
      const entry = finished.get(params.task ?? '');
      if (!actor || !entry || entry.owner !== actor.userId) throw new OperationError('consult.errors.exportGone', `no export ${params.task ?? ''} of this user`, 404);
      return {
        headers: { 'content-type': entry.contentType, 'content-length': String(statSync(entry.path).size), 'content-disposition': `attachment; filename="${entry.fileName}"` },
        body: createReadStream(entry.path),
      };
    },
  });
  let counter = 0;
  return {
    pathFor: (extension) => join(dir(), `${Date.now()}-${(counter += 1)}.${extension}`),
    offer(key, entry) {
      finished.set(key, { ...entry, at: Date.now() });
      return `/api/plugins/consult/export/${encodeURIComponent(key)}`;
    },
  };
}
