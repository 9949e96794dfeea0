import type { PluginItems, PluginTaskContext } from '../../../engine/plugin/serverPlugin';
import { SYSTEM_WRITER, type ItemFields } from '../../../engine/protocol/item';
import { OperationError } from '../../../engine/protocol/operations';
import type { PreparedFeature } from '../transform/pipeline';
import type { TransformSettings } from '../transform/settings';
import type { FeatureSink } from './featureSink';
import { transformedRows } from './importStream';
import { ImportFailure, type FeatureReader, type RowError } from './readers/readerRow';

/** Features per store transaction; each batch commits together with the Import's checkpoint. */
export const BATCH_SIZE = 500;
/** Bad rows kept on the Import item (the count is always exact). */
export const KEPT_ROW_ERRORS = 200;

export interface RunPlan {
  importId: string;
  /** Recorded on the Import when it did not name one, so lists and facets show what was read. */
  format?: string;
  settings: TransformSettings;
  skipBadRows: boolean;
  /** A fresh reader over the source for each pass (check, then import). */
  open(): FeatureReader;
  /** The sink for this run, created inside the first batch's transaction (a new collection is made there). */
  sink(): FeatureSink;
}

function patchImport(items: PluginItems, id: string, patch: ItemFields): void {
  const current = items.get(id);
  if (!current) throw new ImportFailure('import.errors.interrupted');
  // Progress is the platform's bookkeeping: written as vgn-0 so it records no timeline event per batch.
  items.update(id, patch, current._u, SYSTEM_WRITER);
}

interface CheckResult {
  features: number;
  filtered: number;
  errorCount: number;
  rowErrors: RowError[];
}

/** First pass: reads and transforms everything, writes nothing; finds every bad row before the first write. */
async function checkPass(plan: RunPlan, task: PluginTaskContext): Promise<CheckResult> {
  const result: CheckResult = { features: 0, filtered: 0, errorCount: 0, rowErrors: [] };
  for await (const item of transformedRows(plan.open(), plan.settings)) {
    if (item.kind === 'feature') result.features += 1;
    else if (item.kind === 'filtered') result.filtered += 1;
    else {
      result.errorCount += 1;
      if (result.rowErrors.length < KEPT_ROW_ERRORS) result.rowErrors.push({ line: item.line, reason: item.reason, ...(item.params ? { params: item.params } : {}) });
    }
    if (item.index % 10_000 === 0) {
      task.checkCancelled();
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return result;
}

function failureOf(error: unknown): { reason: string; params?: Record<string, string | number> } {
  if (error instanceof ImportFailure) return { reason: error.reason, params: error.params };
  return { reason: 'import.errors.interrupted' };
}

/** The field a store refusal names ("/spatialType: errors.required"), for a message a user can act on. */
function refusedField(error: OperationError): string {
  return /^\/?([A-Za-z0-9_$]+)/.exec(error.sysMessage)?.[1] ?? '';
}

/** The first feature a createMany refusal names, and the field its first error names. */
function firstRefused(error: OperationError, features: readonly PreparedFeature[]): { feature: PreparedFeature; field: string } | undefined {
  const refused = (error as { details?: { errors?: { index: number; errors?: { path?: string }[] }[] } }).details?.errors?.[0];
  const feature = refused === undefined ? undefined : features[refused.index];
  if (!feature) return undefined;
  return { feature, field: /^\/?([A-Za-z0-9_$]+)/.exec(refused?.errors?.[0]?.path ?? '')?.[1] ?? '' };
}

/** Writes a batch through the sink's bulk path when it has one (one statement set for 500 features). */
function writeFeatures(sink: FeatureSink, features: readonly PreparedFeature[]): void {
  if (!sink.writeMany) {
    for (const feature of features) writeFeature(sink, feature);
    return;
  }
  try {
    sink.writeMany(features);
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
    const refused = firstRefused(error, features);
    if (!refused) throw new ImportFailure('import.errors.featureRefused', { line: features[0]?.line ?? 0 });
    const { feature, field } = refused;
    throw field ? new ImportFailure('import.errors.featureRefusedField', { line: feature.line, field }) : new ImportFailure('import.errors.featureRefused', { line: feature.line });
  }
}

/** Writes one feature; a refusal of the store becomes a row failure naming the line and the field. */
function writeFeature(sink: FeatureSink, feature: PreparedFeature): void {
  try {
    sink.write(feature);
  } catch (error) {
    if (!(error instanceof OperationError)) throw error;
    const field = refusedField(error);
    throw field ? new ImportFailure('import.errors.featureRefusedField', { line: feature.line, field }) : new ImportFailure('import.errors.featureRefused', { line: feature.line });
  }
}

/**
 * Runs an import as a background task. All or nothing per decision in README.md: a check pass
 * reads the whole source first, and bad rows stop the import before any write unless the Import
 * says to skip them; then features are written in batches, each in one transaction with the
 * Import's checkpoint (rows handled), progress and counts, so an interrupted run is visible
 * (status INTERRUPTED) and resumes after its last committed batch, never duplicating a feature.
 */
export async function runImport(items: PluginItems, plan: RunPlan, task: PluginTaskContext): Promise<void> {
  const { importId } = plan;
  let started = false;
  try {
    patchImport(items, importId, { status: 'CHECKING', failure: undefined, ...(plan.format ? { format: plan.format } : {}) });
    const check = await checkPass(plan, task);
    patchImport(items, importId, { errorCount: check.errorCount, rowErrors: check.rowErrors, filtered: check.filtered });
    if (check.errorCount > 0 && !plan.skipBadRows) {
      patchImport(items, importId, { status: 'FAILED', failure: 'import.errors.badRows', progress: 0 });
      return;
    }
    const resumeAfter = Number(items.get(importId)?.checkpoint ?? 0);
    let imported = Number(items.get(importId)?.imported ?? 0);
    const total = Math.max(check.features, 1);
    patchImport(items, importId, { status: 'RUNNING' });
    started = true;
    let sink: FeatureSink | undefined;
    let batch: PreparedFeature[] = [];
    let lastIndex = resumeAfter;
    const commit = (final: boolean): void => {
      items.transaction(() => {
        sink ??= plan.sink();
        writeFeatures(sink, batch);
        imported += batch.length;
        const patch: ItemFields = { checkpoint: lastIndex, imported, progress: Math.min(99, Math.floor((imported / total) * 100)) };
        if (final) Object.assign(patch, { status: 'DONE', progress: 100 });
        patchImport(items, importId, patch);
      });
      batch = [];
    };
    for await (const item of transformedRows(plan.open(), plan.settings)) {
      if (item.index <= resumeAfter) continue;
      if (item.kind === 'feature') batch.push(item.feature);
      lastIndex = item.index;
      if (batch.length >= BATCH_SIZE) {
        commit(false);
        task.progress(Math.floor((imported / total) * 100));
        task.checkCancelled();
        // Lets pushes (the Import's progress) and other requests through between batches.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    commit(true);
  } catch (error) {
    const { reason, params } = failureOf(error);
    const status = started ? 'INTERRUPTED' : 'FAILED';
    const line = typeof params?.line === 'number' ? params.line : 0;
    patchImport(items, importId, { status, failure: reason, ...(params && Object.keys(params).length > 0 ? { rowErrors: [{ line, reason, params }] } : {}) });
  }
}

