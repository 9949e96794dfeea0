import { compileTransform, type FeatureTransform, type PreparedFeature } from '../transform/pipeline';
import type { TransformSettings } from '../transform/settings';
import { ImportFailure, type FeatureReader, type ImportFeature, type RowError } from './readers/readerRow';

export type StreamItem =
  | { kind: 'feature'; index: number; feature: PreparedFeature; source: ImportFeature }
  | { kind: 'filtered'; index: number }
  | ({ kind: 'error'; index: number } & RowError);

/**
 * Reader rows through the transformations. `index` counts every row the reader gave (features,
 * errors, filtered alike) from 1: the checkpoint of a resumable run is such an index, since a
 * reader always gives the same rows in the same order. The transformations are compiled at the
 * first row, when the reader has read the file's CRS (.prj).
 */
export async function* transformedRows(reader: FeatureReader, settings: TransformSettings): AsyncGenerator<StreamItem> {
  let transform: FeatureTransform | undefined;
  let index = 0;
  for await (const row of reader.rows) {
    index += 1;
    if (row.kind === 'error') {
      yield { ...row, index };
      continue;
    }
    if (!transform) {
      try {
        transform = compileTransform(settings, reader.meta.crs);
      } catch (error) {
        throw new ImportFailure(error instanceof Error ? error.message : 'import.errors.badCrs');
      }
    }
    const outcome = transform(row.line, row.feature);
    if (outcome.kind === 'feature') yield { kind: 'feature', index, feature: outcome.feature, source: row.feature };
    else if (outcome.kind === 'filtered') yield { kind: 'filtered', index };
    else yield { ...outcome, index };
  }
}
