import type { FieldsSchema } from '../declarations/bundle';
import { fieldLabel } from '../derive/fieldLabel';
import { inferCell } from '../derive/inferCell';
import type { CompiledFieldHints } from './compiledType';
import { resolveFieldPath } from './fieldPaths';

/** How a field path is labelled and shown read-only. */
export interface FieldDisplay {
  /** Message id. */
  label: string;
  /** Cell renderer name (engine/catalog/cells). */
  cell: string;
}

/** The parts of a type the display of a path depends on (a compiled declaration has them all). */
export interface DisplaySource {
  key: string;
  schema: FieldsSchema;
  fields: { [field: string]: Pick<CompiledFieldHints, 'label' | 'cell'> | undefined };
}

/**
 * A schema property shows with its compiled hints; any other path (a system field such as _c.ts,
 * a nested "address.city") with the platform's label and the cell its schema implies. The one
 * place headers, facets, card fields and timelines take a path's defaults from.
 */
export function fieldDisplay(type: DisplaySource, path: string): FieldDisplay {
  const hints = type.fields[path];
  if (hints) return { label: hints.label, cell: hints.cell };
  return { label: fieldLabel(type.key, path, undefined), cell: inferCell(resolveFieldPath(type.schema, path), path) };
}
