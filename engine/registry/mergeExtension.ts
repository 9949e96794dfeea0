import type { ItemTypeDeclaration } from '../declarations/bundle';

/**
 * Adds an administrator extension's fields, hints, headers, facets and text fields to a built-in
 * type. Extensions may only add: a field the base already declares is refused by the caller.
 */
export function mergeExtension(base: ItemTypeDeclaration, extension: ItemTypeDeclaration): ItemTypeDeclaration {
  const concat = <T>(a: T[] | undefined, b: T[] | undefined): T[] | undefined => (a || b ? [...(a ?? []), ...(b ?? [])] : undefined);
  return {
    ...base,
    schema: {
      ...base.schema,
      properties: { ...base.schema.properties, ...extension.schema.properties },
      required: concat(base.schema.required, extension.schema.required),
      requiredExceptAdmin: concat(base.schema.requiredExceptAdmin, extension.schema.requiredExceptAdmin),
      endNotBeforeStart: concat(base.schema.endNotBeforeStart, extension.schema.endNotBeforeStart),
    },
    fields: { ...base.fields, ...extension.fields },
    sections: concat(base.sections, extension.sections),
    search: {
      ...base.search,
      headers: concat(base.search?.headers, extension.search?.headers),
      facets: concat(base.search?.facets, extension.search?.facets),
      text: concat(base.search?.text, extension.search?.text),
    },
  };
}

/** Names of fields an extension declares that its base already has. */
export function clashingFields(base: ItemTypeDeclaration, extension: ItemTypeDeclaration): string[] {
  return Object.keys(extension.schema.properties).filter((name) => Object.hasOwn(base.schema.properties, name));
}
