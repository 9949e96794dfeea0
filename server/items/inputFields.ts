import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';
import { VISIBILITY_LEVELS, type Visibility } from '../../engine/declarations/systemFields';
import type { Registry } from '../../engine/registry/registry';
import { OperationError } from '../protocol/contract';
import { ITEM_SYSTEM_KEYS, type CreatedStamp, type ItemFields } from './itemShape';

/**
 * The declared fields a client sent. System keys are taken apart by the caller; other keys starting
 * with $ or _ that the type does not declare are values the server computed for display ($labels,
 * $notify, $version ...) and that clients send back: they are dropped, never stored, as are managed
 * fields (written by a module's actions only), copied fields (set from a referenced item) and
 * derived fields (set from another field of the item).
 */
export function declaredInput(declaration: ItemTypeDeclaration, body: Record<string, unknown>): ItemFields {
  const declared = declaration.schema.properties;
  const fields: ItemFields = {};
  for (const [key, value] of Object.entries(body)) {
    if (ITEM_SYSTEM_KEYS.has(key)) continue;
    if ((key.startsWith('$') || key.startsWith('_')) && !Object.hasOwn(declared, key)) continue;
    // Fields only the server's own operations write (_wf: the workflow actions) are not the client's to send.
    if (declaration.fields?.[key]?.managed === true) continue;
    // Copied fields take the referenced item's value (copiedFields.ts), never the client's.
    if (declaration.fields?.[key]?.copiedFrom !== undefined) continue;
    // Derived fields are computed from another field of the item (copiedFields.ts).
    if (declaration.fields?.[key]?.derivedFrom !== undefined) continue;
    fields[key] = value;
  }
  return fields;
}

export function parseVisibility(value: unknown): Visibility {
  if (typeof value === 'string' && (VISIBILITY_LEVELS as readonly string[]).includes(value)) return value as Visibility;
  throw new OperationError('validationFailed', `$access must be one of ${VISIBILITY_LEVELS.join(', ')}`, 400);
}

/** A creation stamp given in a raw (administrator) write, checked for shape. */
export function parseCreatedStamp(value: unknown): CreatedStamp {
  if (typeof value === 'object' && value !== null && 'ts' in value && 'by' in value) {
    const { ts, by } = value;
    if (typeof ts === 'string' && !Number.isNaN(Date.parse(ts)) && typeof by === 'string' && by !== '') return { ts, by };
  }
  throw new OperationError('validationFailed', '_c must be { ts: ISO date-time, by: item id }', 400);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Splits a client item body into the declared fields and the system values a write may set. */
export function writeInput(registry: Registry, type: string, body: Record<string, unknown>) {
  const declaration = registry.types.get(type)?.declaration;
  if (!declaration) throw new OperationError('badRequest', `unknown item type ${type}`, 400);
  return {
    fields: declaredInput(declaration, body),
    options: {
      ...(body.$access === undefined ? {} : { access: parseVisibility(body.$access) }),
      ...(body._c === undefined ? {} : { created: parseCreatedStamp(body._c) }),
    },
  };
}
