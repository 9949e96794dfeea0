import type { NavItem } from '../../engine/declarations/bundle';
import { navMessageId, type TypeDefinition } from '../../engine/typedef';
import { deleteMessages, setMessage } from '../../engine/typedef/definitionMessages';
import { kebabCase } from '../../engine/typedef/newTypeDefinition';
import { CORE_CAPABILITY } from '../../engine/registry/registry';
import { messageText } from './fieldRows';

/** An extension adds fields to a built-in type; its label, icon, capability and menu are the base's. */
export function isExtension(definition: TypeDefinition): boolean {
  return definition.declaration.extends !== undefined;
}

/** The message id naming the type: declared, else the engine's convention (an extension names none of its own). */
function typeLabelId(definition: TypeDefinition): string {
  return definition.declaration.label ?? `types.${definition.declaration.key}.label`;
}

export function typeLabelText(definition: TypeDefinition, locale: string): string {
  return messageText(definition, typeLabelId(definition), locale);
}

export function setTypeLabel(definition: TypeDefinition, text: string, locale: string): TypeDefinition {
  const result = structuredClone(definition);
  setMessage((result.messages ??= {}), typeLabelId(result), text, locale);
  return result;
}

/** The icon of the type and of its menu entry (one icon for both). */
export function setIcon(definition: TypeDefinition, icon: string): TypeDefinition {
  const result = structuredClone(definition);
  const view = (result.declaration.view ??= {});
  if (icon === '') {
    delete view.icon;
    if (result.nav) delete result.nav.icon;
    if (Object.keys(view).length === 0) delete result.declaration.view;
  } else {
    view.icon = icon;
    if (result.nav) result.nav.icon = icon;
  }
  return result;
}

/** The capability owning the type and showing its menu entry; Core is written as none. */
export function setCapability(definition: TypeDefinition, capability: string): TypeDefinition {
  const result = structuredClone(definition);
  if (capability === '' || capability === CORE_CAPABILITY) {
    delete result.declaration.capability;
    if (result.nav) delete result.nav.capability;
  } else {
    result.declaration.capability = capability;
    if (result.nav) result.nav.capability = capability;
  }
  return result;
}

/** The type's list view with a create action, as newTypeDefinition makes it. */
function navFor(definition: TypeDefinition, path: string): NavItem {
  const { key, capability, view } = definition.declaration;
  return {
    path,
    title: navMessageId(path),
    ...(view?.icon === undefined ? {} : { icon: view.icon }),
    ...(capability === undefined ? {} : { capability }),
    view: { kind: 'search', types: [key], create: key },
  };
}

/** Gives the type a menu entry (titled like the type) or takes it away with its title text. */
export function setNavEnabled(definition: TypeDefinition, enabled: boolean, locale: string): TypeDefinition {
  const result = structuredClone(definition);
  if (!enabled) {
    if (result.nav) deleteMessages((result.messages ??= {}), result.nav.title);
    delete result.nav;
    return result;
  }
  if (result.nav) return result;
  const nav = navFor(result, kebabCase(result.declaration.key));
  result.nav = nav;
  setMessage((result.messages ??= {}), nav.title, typeLabelText(definition, locale) || result.declaration.key, locale);
  return result;
}

/** Moves the menu entry; its title id follows the path when it was the derived one (nav.{path}). */
export function setNavPath(definition: TypeDefinition, path: string): TypeDefinition {
  const result = structuredClone(definition);
  const nav = result.nav;
  if (!nav) return result;
  const derived = nav.title === navMessageId(nav.path);
  nav.path = path;
  if (!derived || path === '') return result;
  const next = navMessageId(path);
  for (const texts of Object.values(result.messages ?? {})) {
    const text = texts[nav.title];
    delete texts[nav.title];
    if (text !== undefined) texts[next] = text;
  }
  nav.title = next;
  return result;
}

export function setNavTitle(definition: TypeDefinition, text: string, locale: string): TypeDefinition {
  const result = structuredClone(definition);
  if (result.nav) setMessage((result.messages ??= {}), result.nav.title, text, locale);
  return result;
}

function renameStrings(value: unknown, rename: (text: string) => string): unknown {
  if (typeof value === 'string') return rename(value);
  if (Array.isArray(value)) return value.map((entry) => renameStrings(entry, rename));
  if (typeof value === 'object' && value !== null) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, renameStrings(v, rename)]));
  return value;
}

/**
 * Renames a new type before its first save: the key, every message id under types.{key}. (in the
 * declaration, the menu entry and the texts) and the menu entry's type list and create action.
 * A saved type keeps its key: its items are named after it.
 */
export function renameType(definition: TypeDefinition, key: string): TypeDefinition {
  const previous = definition.declaration.key;
  if (key === previous || isExtension(definition)) return structuredClone(definition);
  const prefix = `types.${previous}.`;
  const renameId = (text: string): string => (text.startsWith(prefix) ? `types.${key}.${text.slice(prefix.length)}` : text);
  const result = structuredClone(definition);
  result.declaration = { ...(renameStrings(result.declaration, renameId) as TypeDefinition['declaration']), key };
  if (result.nav) {
    const nav = renameStrings(result.nav, renameId) as NavItem;
    if (nav.view?.types) nav.view.types = nav.view.types.map((t) => (t === previous ? key : t));
    if (nav.view?.create === previous) nav.view.create = key;
    if (nav.view?.alsoCreate) nav.view.alsoCreate = nav.view.alsoCreate.map((t) => (t === previous ? key : t));
    result.nav = nav;
  }
  if (result.messages) {
    result.messages = Object.fromEntries(Object.entries(result.messages).map(([locale, texts]) => [locale, Object.fromEntries(Object.entries(texts).map(([id, text]) => [renameId(id), text]))]));
  }
  return result;
}

/** A new extension of a built-in type: no fields yet, the base's label. */
export function newExtension(baseKey: string, baseLabel: string): TypeDefinition {
  return { declaration: { key: baseKey, extends: baseKey, label: baseLabel, schema: { type: 'object', properties: {} } } };
}
