import type { DeclarationError, PluginBundle } from '../declarations/bundle';
import { definitionKeyOf } from './definitionMeta';
import { definitionSource, type TypeDefinition } from './typeDefinition';
import { checkTypeDefinition } from './validateDefinition';

export const EXPORT_FORMAT = 'vgn-type-definitions';
export const EXPORT_VERSION = 1;

/** A JSON file of type definitions, as admin.types exports and imports them. */
export interface TypeDefinitionsFile {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  /** ISO 8601 timestamp of the export. */
  exportedAt: string;
  definitions: TypeDefinition[];
}

export type ImportResult = { definitions: TypeDefinition[] } | { errors: DeclarationError[] };

/** Where import errors say they come from; pointers are into the file. */
export const IMPORT_SOURCE = 'import';

export function exportDefinitions(definitions: readonly TypeDefinition[], now: Date = new Date()): TypeDefinitionsFile {
  return { format: EXPORT_FORMAT, version: EXPORT_VERSION, exportedAt: now.toISOString(), definitions: structuredClone([...definitions]) };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a parsed JSON value claims to be an export file (its tag), whatever else it holds. */
export function isTypeDefinitionsFile(value: unknown): value is Record<string, unknown> & { format: typeof EXPORT_FORMAT } {
  return isRecord(value) && value.format === EXPORT_FORMAT;
}

/** The envelope: the format tag, a version this platform reads, and a list of definitions. */
export function envelopeErrors(json: unknown): DeclarationError[] {
  const at = (path: string, message: string): DeclarationError => ({ source: IMPORT_SOURCE, path, message });
  if (!isRecord(json)) return [at('', `expected a JSON object of format "${EXPORT_FORMAT}"`)];
  if (json.format !== EXPORT_FORMAT) {
    return [at('/format', json.format === undefined ? `missing "format": this is not a "${EXPORT_FORMAT}" file` : `format is ${JSON.stringify(json.format)}, expected "${EXPORT_FORMAT}"`)];
  }
  const errors: DeclarationError[] = [];
  if (json.version !== EXPORT_VERSION) errors.push(at('/version', `version ${JSON.stringify(json.version)} is not supported; this platform reads version ${EXPORT_VERSION}`));
  if (json.exportedAt !== undefined && typeof json.exportedAt !== 'string') errors.push(at('/exportedAt', 'must be an ISO 8601 timestamp string'));
  if (!Array.isArray(json.definitions)) errors.push(at('/definitions', 'must be a list of type definitions'));
  const unknown = Object.keys(json).filter((k) => !['format', 'version', 'exportedAt', 'definitions', '$schema'].includes(k));
  for (const key of unknown) errors.push(at(`/${key}`, `unknown property "${key}"`));
  return errors;
}

/**
 * Reads an export file. Each definition is checked in order with checkTypeDefinition against the
 * built-in plugins and the definitions already stored (`current`), an imported one replacing a
 * stored one of the same key; so a definition may refer to a type defined earlier in the same
 * file. A key twice in the file is refused. Either every definition is accepted, or nothing is and
 * every error is returned with its pointer into the file ("/definitions/2/declaration/schema/...").
 */
export function parseImport(json: unknown, bundles: readonly PluginBundle[], current: readonly TypeDefinition[] = []): ImportResult {
  const envelope = envelopeErrors(json);
  if (envelope.length > 0 || !isRecord(json) || !Array.isArray(json.definitions)) return { errors: envelope };
  const entries: unknown[] = json.definitions;
  const known = new Map(current.map((d) => [d.declaration.key, d]));
  const firstAt = new Map<string, number>();
  const errors: DeclarationError[] = [];
  const accepted: TypeDefinition[] = [];
  entries.forEach((entry, i) => {
    const prefix = `/definitions/${i}`;
    const problems = checkTypeDefinition(entry, bundles, [...known.values()]);
    const own = definitionSource(definitionKeyOf(entry) ?? '?');
    // Problems elsewhere (a stored definition this one breaks) point at this definition, naming their place.
    errors.push(...problems.map((e) => (e.source === own ? { source: IMPORT_SOURCE, path: `${prefix}${e.path}`, message: e.message } : { source: IMPORT_SOURCE, path: prefix, message: `${e.source}${e.path}: ${e.message}` })));
    if (problems.length > 0) return;
    const definition = entry as TypeDefinition;
    const key = definition.declaration.key;
    const first = firstAt.get(key);
    if (first !== undefined) {
      errors.push({ source: IMPORT_SOURCE, path: `${prefix}/declaration/key`, message: `type "${key}" is already defined by /definitions/${first} of this file` });
      return;
    }
    firstAt.set(key, i);
    known.set(key, definition);
    accepted.push(definition);
  });
  return errors.length > 0 ? { errors } : { definitions: accepted };
}
