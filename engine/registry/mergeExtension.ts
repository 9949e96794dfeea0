import type { ItemTypeDeclaration } from '../declarations/bundle';

/**
 * Adds an extension's fields, hints, sections, related lists, headers, facets and text fields to
 * the type it extends. Extensions only add: a part the type already has is refused by the caller
 * (applyExtensions).
 */
export function mergeExtension(base: ItemTypeDeclaration, extension: ItemTypeDeclaration): ItemTypeDeclaration {
  const concat = <T>(a: T[] | undefined, b: T[] | undefined): T[] | undefined => (a || b ? [...(a ?? []), ...(b ?? [])] : undefined);
  const merged: ItemTypeDeclaration = {
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
  const related = concat(base.view?.related, extension.view?.related);
  if (related) merged.view = { ...base.view, related };
  return merged;
}
