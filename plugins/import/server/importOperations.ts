import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { notAllowed, OperationError, type Actor, type OperationContext } from '../../../engine/protocol/operations';
import type { Import } from '../../../generated/types/import';
import { COLLECTION_TYPE, createCollection, storeSink, type FeatureSink } from './featureSink';
import { runImport } from './importRun';
import { settingsOf } from './importSettings';
import { previewImport, type ImportPreview } from './preview';
import { formatOfName, openReader, type ImportFormat } from './readers/readerFor';
import { ImportFailure, type FeatureReader } from './readers/readerRow';

const IMPORT_TYPE = 'Import';

function failed(reason: string, params?: Record<string, string | number>): OperationError {
  const error = new OperationError(reason, params ? `${reason} ${JSON.stringify(params)}` : reason, 400);
  return error;
}

function importFor(context: ServerPluginContext, actor: Actor | null, id: string | undefined, action: 'read' | 'update'): Import {
  if (!actor || !id) throw notAllowed('sign in first');
  const item = context.items.read(actor, id);
  if (!item || item._t !== IMPORT_TYPE || !context.items.can(actor, id, action)) throw notAllowed(`${id} is not an import you may ${action}`);
  return item as unknown as Import;
}

interface SourceReader {
  open: () => FeatureReader;
  /** The format the reader uses: the Import's own, or the one its file name suggests. */
  format: ImportFormat | undefined;
}

function readerFactory(context: ServerPluginContext, actor: Actor, item: Import): SourceReader {
  const attachment = item.files?.[0];
  if (!attachment) throw failed('import.errors.noFile');
  const content = context.files.content(actor, attachment);
  if (!content) throw failed('import.errors.fileNotReadable');
  const settings = settingsOf(item);
  return {
    open: () => openReader(settings.format, { path: content.path, name: content.fileName }, settings.reader),
    format: settings.format ?? formatOfName(content.fileName),
  };
}

/** act/importPreview/{importId} and act/importRun/{importId}: the operations the Import screen calls. */
export function registerImportOperations(context: ServerPluginContext): void {
  const running = new Set<string>();

  context.operations.register('act/importPreview', async (ctx: OperationContext): Promise<ImportPreview> => {
    const item = importFor(context, ctx.actor, ctx.params[0], 'read');
    const { open } = readerFactory(context, ctx.actor as Actor, item);
    try {
      return await previewImport(open(), settingsOf(item).transform);
    } catch (error) {
      if (error instanceof ImportFailure) throw failed(error.reason, error.params);
      throw error;
    }
  });

  context.operations.register('act/importRun', (ctx: OperationContext): { task: string } => {
    const actor = ctx.actor as Actor;
    const id = ctx.params[0] ?? '';
    const item = importFor(context, ctx.actor, id, 'update');
    if (running.has(id)) throw failed('import.errors.alreadyRunning');
    if (item.status === 'DONE') throw failed('import.errors.alreadyDone');
    const { open, format } = readerFactory(context, actor, item);
    const target = item.result ?? item.collection;
    if (target) {
      const collection = context.items.read(actor, target);
      if (!collection || collection._t !== COLLECTION_TYPE || !context.items.can(actor, target, 'update')) throw failed('import.errors.collectionNotWritable');
    }
    const settings = settingsOf(item);
    const writer = { userId: actor.userId, admin: actor.admin };
    const sink = (): FeatureSink => {
      let collection = target;
      if (!collection) {
        collection = createCollection(context.items, writer, { label: item.label, spatialType: item.spatialType, owner: settings.transform.constants?.owner });
        const current = context.items.get(id);
        if (current) context.items.update(id, { result: collection }, current._u, writer);
      }
      return storeSink(context.items, writer, collection, item.label);
    };
    running.add(id);
    const task = context.tasks.start({ owner: actor.userId, keyItem: id, key: `import:${id}` }, async (taskContext) => {
      try {
        await runImport(context.items, { importId: id, format, settings: settings.transform, skipBadRows: settings.skipBadRows, open, sink }, taskContext);
      } finally {
        running.delete(id);
      }
      return undefined;
    });
    return { task: task.key };
  });
}
