import { randomUUID } from 'node:crypto';
import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isItemId } from '../../../../engine/ids';
import type { ServerPluginContext } from '../../../../engine/plugin/serverPlugin';
import { badRequest, notAllowed, OperationError, type Actor } from '../../../../engine/protocol/operations';
import { categoryColors } from '../fieldDataFeature';
import { safeFileName } from './exportRecord';
import { recordPass, selectedRows, type ExportSelection } from './exportSource';
import { writeFieldDataKml } from './kmlExport';
import { writeFieldDataZip } from './zipExport';

const FORMATS = {
  kml: { extension: 'kml', contentType: 'application/vnd.google-earth.kml+xml' },
  zip: { extension: 'zip', contentType: 'application/zip' },
} as const;
type ExportFormat = keyof typeof FORMATS;

/** How long a finished export stays downloadable. */
const KEEP_MS = 60 * 60 * 1000;
const MAX_IDS = 100_000;

interface FinishedExport {
  owner: string;
  path: string;
  fileName: string;
  format: ExportFormat;
  created: number;
}

interface ExportRequest extends ExportSelection {
  format: ExportFormat;
}

function parseRequest(body: unknown): ExportRequest {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { format, program, ids } = record;
  if (format !== 'kml' && format !== 'zip') throw new OperationError('geokeeper.errors.unknownExportFormat', `unknown export format ${String(format)}`);
  if (program !== undefined && (typeof program !== 'string' || !isItemId(program))) throw badRequest('program must be an item id');
  if (ids !== undefined && (!Array.isArray(ids) || ids.length > MAX_IDS || !ids.every((id): id is string => typeof id === 'string' && isItemId(id)))) throw badRequest(`ids must be at most ${MAX_IDS} item ids`);
  if (program === undefined && ids === undefined) throw new OperationError('geokeeper.errors.exportNeedsSelection', 'name a program or field data ids');
  return { format, ...(program === undefined ? {} : { program }), ...(ids === undefined ? {} : { ids }) };
}

/**
 * KML and ZIP exports of field data as background tasks (business spec §3 "Export options"):
 * act/exportGeoKeeperFieldData `{ format: "kml" | "zip", program? , ids? }` answers `{ task }`; the
 * task reports progress and ends with the download address, GET /api/plugins/geokeeper/export/{task},
 * which only its starter (or an administrator) may fetch, for an hour. Files are written under the
 * system's temporary folder and removed when they expire or the server closes.
 */
export function registerFieldDataExports(context: ServerPluginContext): void {
  const finished = new Map<string, FinishedExport>();
  const folder = mkdtempSync(join(tmpdir(), 'vgn-geokeeper-export-'));
  const forget = (key: string): void => {
    const entry = finished.get(key);
    if (entry) rmSync(entry.path, { force: true });
    finished.delete(key);
  };

  context.operations.register('act/exportGeoKeeperFieldData', (ctx, body) => {
    if (!ctx.actor) throw notAllowed('sign in to export');
    const actor: Actor = ctx.actor;
    const request = parseRequest(body);
    if (request.program !== undefined && !context.items.read(actor, request.program)) throw notAllowed(`${actor.userId} may not read ${request.program}`);
    const key = `geokeeper-export:${randomUUID()}`;
    const program = request.program ? context.items.read(actor, request.program) : undefined;
    const baseName = safeFileName(typeof program?.label === 'string' ? program.label : 'field-data', 'field-data');
    const path = join(folder, `${randomUUID()}.${FORMATS[request.format].extension}`);
    const task = context.tasks.start({ owner: actor.userId, key, ...(request.program ? { keyItem: request.program } : {}) }, async (taskContext) => {
      try {
        const rows = selectedRows(context, actor, request);
        const records = recordPass(context, actor, rows, categoryColors(context.registry()));
        const summary = request.format === 'zip' ? await writeFieldDataZip(records, baseName, path, taskContext) : await writeFieldDataKml(records, baseName, path, taskContext);
        taskContext.setResult({ ...summary, bytes: statSync(path).size });
      } catch (error) {
        rmSync(path, { force: true });
        throw error;
      }
      finished.set(key, { owner: actor.userId, path, fileName: `${baseName}.${FORMATS[request.format].extension}`, format: request.format, created: Date.now() });
      return `/api/plugins/geokeeper/export/${encodeURIComponent(key)}`;
    });
    return { task: task.key };
  });

  context.http.route({
    method: 'GET',
    path: 'export/:key',
    handler({ actor, params }) {
      const entry = finished.get(params.key ?? '');
      if (!entry || !actor || (entry.owner !== actor.userId && !actor.admin)) throw new OperationError('geokeeper.errors.exportGone', 'no such export for this user', 404);
      const { contentType } = FORMATS[entry.format];
      return { headers: { 'content-type': contentType, 'content-length': String(statSync(entry.path).size), 'content-disposition': `attachment; filename="${entry.fileName}"` }, body: createReadStream(entry.path) };
    },
  });

  context.schedule('geokeeper-export-cleanup', 10 * 60 * 1000, () => {
    for (const [key, entry] of finished) if (Date.now() - entry.created > KEEP_MS) forget(key);
  });
  context.onClose(() => {
    for (const key of [...finished.keys()]) forget(key);
    rmSync(folder, { recursive: true, force: true });
  });
}
