import type { DeclarationError } from '../declarations/bundle';
import { checkAgainstMetaSchema } from '../registry/metaValidator';

/**
 * Checks a whole definition against schemas/type-definition.schema.json with the registry's
 * meta-validators (compiled once per process: the admin editor checks on every keystroke);
 * pointers are into the definition.
 */
export function checkDefinitionShape(value: unknown, source: string): DeclarationError[] {
  return checkAgainstMetaSchema('typeDefinition', source, value);
}

/** The definition's key when it has a usable one, for naming the source of its errors. */
export function definitionKeyOf(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !('declaration' in value)) return undefined;
  const declaration: unknown = value.declaration;
  if (typeof declaration !== 'object' || declaration === null || !('key' in declaration)) return undefined;
  return typeof declaration.key === 'string' ? declaration.key : undefined;
}
