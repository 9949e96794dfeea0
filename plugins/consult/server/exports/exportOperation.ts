import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { PluginTaskContext, ServerPluginContext } from '../../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../../engine/protocol/item';
import { badRequest, OperationError, type Actor } from '../../../../engine/protocol/operations';
import { SEARCH_MAX_ALL, type FacetRequest, type SearchFilter } from '../../../../engine/protocol/searchWire';
import { requireActor } from '../actors';
import { CONSULTATION } from '../lookup';
import { consultationColumns, consultationRow } from './consultationExport';
import type { ExportDownloads } from './exportDownloads';
import { ExportValues } from './exportValues';
import { EXPORT_FORMATS, isExportFormat, openTable, type ExportFormat, type TableColumn, type TableRow } from './tableWriter';
import { consultationOfContext, messagesOf, threadColumns, threadRows, type ConsultThread } from './threadExport';

/**
 * The spec's "default export value 300" (§9, decided in plugins/consult/README.md): an export reads
 * and writes 300 items per step, then reports progress and lets the server answer others.
 */
export const EXPORT_STEP = 300;

type ExportKind = 'consultations' | 'threads';
const FILE_NAMES: Record<ExportKind, string> = { consultations: 'consultations', threads: 'consultation-threads' };
/** Threads "in a consultation context": about a consultation, or about one of its response sections. */
const THREAD_CONTEXTS = ['Consultation-', 'ConsultResponseSection-'];

interface ExportRequest {
  kind: ExportKind;
  format: ExportFormat;
  must: SearchFilter[];
  facets: FacetRequest[];
  locale: string;
}

function parseRequest(body: unknown): ExportRequest {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const { kind, format, must = [], facets = [], locale = 'en' } = record;
  if (kind !== 'consultations' && kind !== 'threads') throw new OperationError('consult.errors.exportUnknown', `unknown export ${String(kind)}`);
  if (!isExportFormat(format)) throw new OperationError('consult.errors.exportUnknown', `unknown export format ${String(format)}`);
  if (!Array.isArray(must)) throw badRequest('must is a list of filters');
  if (!Array.isArray(facets)) throw badRequest('facets is a list of facet requests');
  if (typeof locale !== 'string') throw badRequest('locale is a language code');
  // The export decides the types; whatever the search bar scoped them to is replaced.
  return { kind, format, must: (must as SearchFilter[]).filter((f) => f.kind !== 'type'), facets: facets as FacetRequest[], locale };
}

/** The consultations of the search, newest submitted first, as the asker reads them. */
function consultationIds(context: ServerPluginContext, actor: Actor, request: ExportRequest): string[] {
  const must: SearchFilter[] = [{ kind: 'type', value: CONSULTATION }, ...request.must];
  return context.items.search(actor, { must, facets: request.facets, sort: [{ field: 'submitted', order: 'desc' }, { field: '_c.ts', order: 'desc' }], max: SEARCH_MAX_ALL }).ids;
}

/** Threads of the search in a consultation context the asker reads, newest activity first. */
function threadIds(context: ServerPluginContext, actor: Actor, request: ExportRequest): string[] {
  const ids = THREAD_CONTEXTS.flatMap((prefix) => {
    const must: SearchFilter[] = [{ kind: 'type', value: 'Thread' }, { prop: 'context', kind: 'prefix', value: prefix }, ...request.must.filter((f) => !('prop' in f && f.prop === 'context'))];
    return context.items.search(actor, { must, facets: request.facets, sort: [{ field: 'lastActivity', order: 'desc' }], max: SEARCH_MAX_ALL }).ids;
  });
  return [...new Set(ids)];
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Writes the table step by step: EXPORT_STEP items, then progress and a turn of the event loop. */
async function writeTable(request: ExportRequest, path: string, columns: TableColumn[], ids: readonly string[], rowsOf: (id: string) => TableRow[], task: PluginTaskContext): Promise<number> {
  const table = await openTable(request.format, path, request.kind === 'threads' ? 'Threads' : 'Consultations', columns);
  let written = 0;
  try {
    for (let start = 0; start < ids.length; start += EXPORT_STEP) {
      task.checkCancelled();
      for (const id of ids.slice(start, start + EXPORT_STEP)) {
        for (const row of rowsOf(id)) {
          await table.add(row);
          written += 1;
        }
      }
      task.progress(Math.min(99, Math.floor(((start + EXPORT_STEP) / ids.length) * 100)));
      await nextTurn();
    }
  } finally {
    await table.close();
  }
  return written;
}

/**
 * Staff exports (spec §2 / issue 13): `act/consult.export` { kind: "consultations" | "threads",
 * format: "csv" | "xlsx", must?, facets?, locale? } → { task, items }. Consultations with every
 * field including the export-only ones; threads in a consultation context with one row per
 * message, the admin-export fields last. Written as a background task (progress per step) into a
 * file its starter downloads (exportDownloads.ts). Staff only: consult.errors.exportStaffOnly.
 */
export function registerExportOperation(context: ServerPluginContext, downloads: ExportDownloads): void {
  context.operations.register('act/consult.export', (ctx, body) => {
    const actor = requireActor(ctx);
    if (!actor.admin) throw new OperationError('consult.errors.exportStaffOnly', `${actor.userId} is not staff`, 403);
    const request = parseRequest(body);
    const ids = request.kind === 'consultations' ? consultationIds(context, actor, request) : threadIds(context, actor, request);
    const values = new ExportValues(context.registry(), context.items, request.locale);
    const { extension, contentType } = EXPORT_FORMATS[request.format];
    const key = `consult-export:${randomUUID()}`;
    const path = downloads.pathFor(extension);
    context.tasks.start({ owner: actor.userId, key }, async (task) => {
      try {
        const rowsOf =
          request.kind === 'consultations'
            ? (id: string): TableRow[] => {
                const item = context.items.read(actor, id);
                return item ? [consultationRow(values, item)] : [];
              }
            : (id: string): TableRow[] => {
                const thread: ItemJson | undefined = context.items.read(actor, id);
                if (!thread) return [];
                const entry: ConsultThread = { thread, consultation: consultationOfContext(context.items, thread.context) };
                return threadRows(values, entry, messagesOf(context.items, actor, id));
              };
        const columns = request.kind === 'consultations' ? consultationColumns(values) : threadColumns(values, actor.admin);
        const rows = await writeTable(request, path, columns, ids, rowsOf, task);
        task.setResult({ items: ids.length, rows });
      } catch (error) {
        rmSync(path, { force: true });
        throw error;
      }
      task.progress(100);
      return downloads.offer(key, { owner: actor.userId, path, fileName: `${FILE_NAMES[request.kind]}.${extension}`, contentType });
    });
    return { task: key, items: ids.length };
  });
}
