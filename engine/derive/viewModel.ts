import type { ItemTypeDeclaration } from '../declarations/bundle';
import type { CompiledTypeDeclaration } from '../registry/compiledType';
import { formatDate, formatDateTime } from '../format/dateFormat';
import { fieldDisplay } from '../registry/fieldDisplay';
import type { Registry } from '../registry/registry';
import { isFieldShownTo, type Audience } from './audience';
import type { ComputedFieldDeclaration } from './computed';
import { isHiddenIn } from './contexts';
import { hasType } from './schemaTypes';
import { requireType } from './requireType';
import { deriveSearchModel } from './searchModel';
import { groupBySection } from './sections';

export type ViewVariant = 'default' | 'card';

export interface ViewField {
  field: string;
  /** Message id. */
  label: string;
  /** Cell renderer name (engine/catalog/cells). */
  cell: string;
  /** Set for a computed field: the view evaluates it (engine/derive/computed) instead of reading a stored value. */
  computed?: ComputedFieldDeclaration;
  /** Shown only when it holds a value (a switch: when on): a field another plugin's extension adds to the type (ResolvedType.extensionFields), or one declared viewWhenSet. */
  whenSet?: true;
}

export interface ViewSection {
  key: string;
  /** Message id; absent for the untitled group. */
  title?: string;
  fields: ViewField[];
}

export interface ViewModel {
  type: string;
  /** Blueprint icon name. */
  icon: string;
  /** Field whose value titles the item; absent when the type has none (the id is used). */
  titleField?: string;
  sections: ViewSection[];
}

/** Icon of types whose view hints name none. */
export const DEFAULT_TYPE_ICON = 'document';

/** Card variants show this many headers when the type names no card fields. */
export const CARD_FALLBACK_FIELDS = 3;

/** The cell of each computed kind: it shows the translated value (computed.{kind}.{VALUE}). */
export const COMPUTED_CELLS: Readonly<Record<ComputedFieldDeclaration['kind'], string>> = { timeWindow: 'time-window' };

/** Field names that title an item by convention, for types (often administrator-defined) without view.titleField. */
const CONVENTIONAL_TITLE_FIELDS = ['name', 'title', 'displayName', 'label'];

/** The declared title field, else the first conventional string field the type has. */
export function titleFieldOf(type: ItemTypeDeclaration): string | undefined {
  if (type.view?.titleField) return type.view.titleField;
  return CONVENTIONAL_TITLE_FIELDS.find((name) => {
    const schema = type.schema.properties[name];
    return schema !== undefined && hasType(schema, 'string') && !schema.format;
  });
}

function viewField(type: CompiledTypeDeclaration, field: string): ViewField {
  return { field, ...fieldDisplay(type, field) };
}

function computedFields(type: ItemTypeDeclaration): ViewField[] {
  return Object.entries(type.computed ?? {}).flatMap(([field, computed]) =>
    computed ? [{ field, label: computed.label, cell: COMPUTED_CELLS[computed.kind], computed }] : [],
  );
}

function storedCardFields(registry: Registry, type: CompiledTypeDeclaration, titleField: string | undefined, audience: Audience | undefined): ViewField[] {
  if (type.view?.cardFields && type.view.cardFields.length > 0) {
    return type.view.cardFields.filter((f) => isFieldShownTo(type.fields[f], audience)).map((f) => viewField(type, f));
  }
  // Without declared card fields, the list columns are the best guess at what matters; the title is shown anyway.
  return deriveSearchModel(registry, type.key, audience)
    .headers.filter((h) => h.field !== titleField)
    .slice(0, CARD_FALLBACK_FIELDS)
    .map((h) => ({ field: h.field, label: h.label, cell: h.cell }));
}

/** The card fields, then the computed fields that ask to be on the card. */
function cardFields(registry: Registry, type: CompiledTypeDeclaration, titleField: string | undefined, audience: Audience | undefined): ViewField[] {
  return [...storedCardFields(registry, type, titleField, audience), ...computedFields(type).filter((f) => f.computed?.cardField === true)];
}

/**
 * Puts each computed field right after the last field it is computed from (date, start, end) in
 * the section that shows them, or at the end of the last section when none of them is shown.
 */
function placeComputed(sections: ViewSection[], computed: readonly ViewField[]): ViewSection[] {
  const placed = sections.map((section) => ({ ...section, fields: [...section.fields] }));
  for (const field of computed) {
    const sources = [field.computed?.date, field.computed?.start, field.computed?.end].filter((f) => f !== undefined);
    const section = placed.find((s) => s.fields.some((f) => sources.includes(f.field))) ?? placed[placed.length - 1];
    if (!section) {
      placed.push({ key: 'computed', fields: [field] });
      continue;
    }
    const last = section.fields.reduce((at, f, i) => (sources.includes(f.field) ? i : at), section.fields.length - 1);
    section.fields.splice(last + 1, 0, field);
  }
  return placed;
}

/**
 * What the generated cell views show. default: every field not hidden in view, grouped by section
 * in declaration order, with the computed fields next to what they are computed from; card: the
 * type's card fields (or its first headers) and the computed fields marked cardField, in one section.
 * With an audience, stored fields whose show rule fails for it are left out.
 */
export function deriveViewModel(registry: Registry, typeKey: string, variant: ViewVariant, audience?: Audience): ViewModel {
  const resolved = requireType(registry, typeKey);
  const type = resolved.declaration;
  const titleField = titleFieldOf(type);
  const head = { type: typeKey, icon: type.view?.icon ?? DEFAULT_TYPE_ICON, ...(titleField ? { titleField } : {}) };
  if (variant === 'card') {
    const fields = cardFields(registry, type, titleField, audience);
    return { ...head, sections: fields.length > 0 ? [{ key: 'card', fields }] : [] };
  }
  const visible = Object.keys(type.schema.properties).filter((name) => !isHiddenIn(type.fields[name], 'view') && isFieldShownTo(type.fields[name], audience));
  const sections = groupBySection(type, visible).map((group) => ({
    key: group.key,
    ...(group.title ? { title: group.title } : {}),
    fields: group.fields.map((f) => (resolved.extensionFields?.includes(f) || type.fields[f]?.viewWhenSet === true ? { ...viewField(type, f), whenSet: true as const } : viewField(type, f))),
  }));
  return { ...head, sections: placeComputed(sections, computedFields(type)) };
}

function valueAt(item: Record<string, unknown>, path: string): unknown {
  let current: unknown = item;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The text of one title field's value, or undefined when it has none. */
/** A stored date or instant says itself as spec core §9 does (05-Mar-2026, 05-Mar-2026 14:30), never as ISO. */
function titlePart(value: unknown, format: unknown): string | undefined {
  if (typeof value === 'string' && format === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(`${value}T12:00:00`);
  if (typeof value === 'string' && format === 'date-time') return formatDateTime(value) || value;
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return typeof value === 'number' ? String(value) : undefined;
}

/**
 * The text that titles an item of the type: its title fields' values joined by spaces
 * (view.titleFields: "Rita Rivers"), else its title field's value; undefined when empty. Server
 * labels and client titles both come from here.
 */
export function titleTextOf(type: ItemTypeDeclaration, item: Record<string, unknown>): string | undefined {
  const fields = type.view?.titleFields ?? [titleFieldOf(type)].filter((field): field is string => field !== undefined);
  const parts = fields.map((field) => titlePart(valueAt(item, field), type.schema.properties?.[field]?.format)).filter((part): part is string => part !== undefined);
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** The text that titles an item: its title (titleTextOf), else its id. */
export function itemTitle(registry: Registry, item: Record<string, unknown>): string {
  const type = typeof item._t === 'string' ? registry.types.get(item._t)?.declaration : undefined;
  const title = type ? titleTextOf(type, item) : undefined;
  if (title !== undefined) return title;
  if (typeof item.$id === 'string') return item.$id;
  return typeof item._t === 'string' && typeof item._i === 'number' ? `${item._t}-${item._i}` : '';
}
