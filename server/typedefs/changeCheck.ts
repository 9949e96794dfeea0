import type { SqlClient } from '../db/sqlClient';
import type { DeclarationError, PluginBundle } from '../../engine/declarations/bundle';
import { SYSTEM_TYPE_PREFIX } from '../../engine/ids';
import { analyzeChange, checkTypeDefinition, countBreakingItems, definitionSource, type ChangeAnalysis, type TypeDefinition } from '../../engine/typedef';
import type { ValidationContext } from '../../engine/validation/context';
import type { BreakingReport } from './typeDefErrors';
import { itemsOfType } from './typeItems';

/** act/checkTypeDef's answer: what is wrong with the definition, and what saving it does to stored items. */
export interface ChangeReport {
  errors: DeclarationError[];
  changes: ChangeAnalysis;
  breaking: BreakingReport;
}

const NOTHING_CHECKED: BreakingReport = { count: 0, checked: 0 };

/** Keys a field drawing on a list of values may hold (declared values and run-time LOVValue items). */
export type LovKeys = NonNullable<ValidationContext['lovKeys']>;

/** The declared keys of the plugins' lists of values (definitions cannot declare lists of their own). */
export function declaredLovKeys(bundles: readonly PluginBundle[]): LovKeys {
  const lists = new Map(bundles.flatMap((b) => b.lovs).map((lov) => [lov.key, new Set(lov.values.map((v) => v.key))] as const));
  return (list) => lists.get(list);
}

/**
 * What saving a (valid) definition does to the stored items of its type (for an extension, the
 * items of the built-in type it extends, checked on the fields it adds only). The items are
 * counted only when the change can break one: a narrowing, or a requirement no default fills.
 * They are validated as a non-administrator would save them, streamed from the store; a list
 * value counts as allowed when any owner's values hold it (owner-specific lists are not resolved
 * per item here: the estimate errs on the side of accepting, and the writes still validate).
 */
export function breakingReport(db: SqlClient, lovKeys: LovKeys, definition: TypeDefinition, previous: TypeDefinition | undefined): { changes: ChangeAnalysis; breaking: BreakingReport } {
  const defaults = definition.defaults ?? {};
  const changes = analyzeChange(previous?.declaration, definition.declaration, defaults);
  if (changes.breaking.length === 0) return { changes, breaking: NOTHING_CHECKED };
  const context: ValidationContext = { admin: false, lovKeys };
  const breaking = countBreakingItems(definition.declaration, itemsOfType(db, definition.declaration.key), context, defaults);
  return { changes, breaking };
}

/**
 * Platform types (sys.TypeDef ...) are written by the platform's own operations: a definition may
 * neither declare nor extend one. Pointers are into the definition.
 */
export function platformTypeErrors(definition: TypeDefinition): DeclarationError[] {
  const { key, extends: extended } = definition.declaration;
  const named = [key, extended].filter((k): k is string => k !== undefined && k.startsWith(SYSTEM_TYPE_PREFIX));
  return named.length === 0 ? [] : [{ source: definitionSource(key), path: '/declaration/key', message: `platform types (${SYSTEM_TYPE_PREFIX}*) cannot be defined or extended` }];
}

/**
 * The live check of the admin editor: checkTypeDefinition against the plugins and the other live
 * definitions, then (when it passes) the change analysis against the stored version and the count
 * of stored items the change would break.
 */
export function checkChange(
  db: SqlClient,
  lovKeys: LovKeys,
  bundles: readonly PluginBundle[],
  others: readonly TypeDefinition[],
  definition: unknown,
  previous: TypeDefinition | undefined,
): ChangeReport {
  const checked = checkTypeDefinition(definition, bundles, others);
  const errors = checked.length > 0 ? checked : platformTypeErrors(definition as TypeDefinition);
  if (errors.length > 0) return { errors, changes: { breaking: [], info: [] }, breaking: NOTHING_CHECKED };
  return { errors, ...breakingReport(db, lovKeys, definition as TypeDefinition, previous) };
}
