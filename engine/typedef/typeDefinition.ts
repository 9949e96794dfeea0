import type { ItemTypeDeclaration, MessageCatalog, NavItem } from '../declarations/bundle';
import type { RuntimeTypeDeclaration } from '../registry/registry';

/**
 * What an administrator saves in admin.types (schemas/type-definition.schema.json): a new item
 * type, or an extension of a built-in one (declaration.extends), with what a plugin folder would
 * otherwise hold beside it. A definition is identified by its declaration's key: one definition per
 * key, so a built-in type has at most one extension and a runtime type is edited, never extended.
 */
export interface TypeDefinition {
  declaration: ItemTypeDeclaration;
  /** The type's navigation entry ("admin-types.permits", "permits"); extensions usually have none. */
  nav?: NavItem;
  /** Locale to message id to text: runtime types carry their own labels (English required). */
  messages?: MessageCatalog;
  /** Field name to the value existing items get when they have none, so a field may become required. */
  defaults?: Record<string, unknown>;
}

/** The registry source of a definition, as error messages name it. */
export function definitionSource(key: string): string {
  return `runtime:${key}`;
}

/** The definition's declaration in the shape buildRegistry takes. */
export function toRuntimeType(definition: TypeDefinition): RuntimeTypeDeclaration {
  return {
    source: definitionSource(definition.declaration.key),
    declaration: definition.declaration,
    ...(definition.nav ? { nav: definition.nav } : {}),
    ...(definition.messages ? { messages: definition.messages } : {}),
  };
}

/** Declarations of every definition, for buildRegistry(bundles, runtimeTypesOf(definitions)). */
export function runtimeTypesOf(definitions: readonly TypeDefinition[]): RuntimeTypeDeclaration[] {
  return definitions.map(toRuntimeType);
}

/** Navigation entries of the definitions, to append to registry.nav for menus and routes. */
export function definitionsNav(definitions: readonly TypeDefinition[]): NavItem[] {
  return definitions.flatMap((d) => (d.nav ? [d.nav] : []));
}

/**
 * The definitions' texts merged over a catalog (registry.messages): runtime texts only add ids a
 * plugin does not translate, so an administrator never silently rewrites a built-in label.
 */
export function withDefinitionMessages(catalog: MessageCatalog, definitions: readonly TypeDefinition[]): MessageCatalog {
  const merged: MessageCatalog = Object.fromEntries(Object.entries(catalog).map(([locale, texts]) => [locale, { ...texts }]));
  for (const definition of definitions) {
    for (const [locale, texts] of Object.entries(definition.messages ?? {})) {
      const target = (merged[locale] ??= {});
      for (const [id, text] of Object.entries(texts)) if (!Object.hasOwn(catalog[locale] ?? {}, id)) target[id] = text;
    }
  }
  return merged;
}

/** Message id of a field's label, as the engine derives it (engine/derive/fieldLabel). */
export function fieldMessageId(typeKey: string, field: string): string {
  return `types.${typeKey}.fields.${field}`;
}

/** Message id of a navigation entry's title, as the built-in plugins name theirs. */
export function navMessageId(path: string): string {
  return `nav.${path}`;
}
