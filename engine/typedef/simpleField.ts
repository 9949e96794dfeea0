import type { ItemTypeDeclaration } from '../declarations/bundle';
import { setMessage } from './definitionMessages';
import { isSortableKind, isTextSearchedKind, kindFacet, kindSchema, kindWidget, SIMPLE_FIELD_KINDS, type SimpleFieldKind } from './fieldKinds';
import { fieldMessageId, type TypeDefinition } from './typeDefinition';

/** A bucket of a number facet; the label is text in the administrator's language. */
export interface SimpleRange {
  key: string;
  label: string;
  from?: number;
  to?: number;
}

/** One field as the form-based type editor asks for it. */
export interface SimpleFieldSpec {
  name: string;
  /** The label in the administrator's language, stored as the text of types.{Type}.fields.{name}. */
  label: string;
  kind: SimpleFieldKind;
  /** List of values (kinds lov and lovMulti). */
  lov?: string;
  /** Types a related item may have (kinds itemRef and itemRefs); any type when absent. */
  itemTypes?: string[];
  required?: boolean;
  facet?: boolean;
  /** A sortable column in search results. */
  header?: boolean;
  /** Text kinds only; each text kind has a default. */
  maxLength?: number;
  /** Buckets of the facet of a number field; without them a number field gets no facet. */
  ranges?: SimpleRange[];
  /** Whether free-text search matches the field: by default text, long text and e-mail. */
  textSearch?: boolean;
  /** Locale the label is written in (en by default). */
  locale?: string;
}

/** Something the editor should tell the administrator: what was asked but not done, and why. */
export interface FieldNote {
  field: keyof SimpleFieldSpec;
  message: string;
}

export type AddFieldResult = { ok: true; definition: TypeDefinition; notes: FieldNote[] } | { ok: false; errors: FieldNote[] };

const FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;
const RANGE_KEY = /^[A-Za-z][A-Za-z0-9_]*$/;
const TEXT_KINDS: readonly SimpleFieldKind[] = ['text', 'longText', 'email', 'phone', 'url'];
const NUMBER_KINDS: readonly SimpleFieldKind[] = ['number', 'integer'];

/** What is wrong with a spec before anything is added (the registry check comes on save). */
export function checkSimpleField(declaration: ItemTypeDeclaration, spec: SimpleFieldSpec): FieldNote[] {
  const errors: FieldNote[] = [];
  const fail = (field: keyof SimpleFieldSpec, message: string): void => {
    errors.push({ field, message });
  };
  if (!FIELD_NAME.test(spec.name)) fail('name', 'use letters, digits and _ only, starting with a letter');
  else if (Object.hasOwn(declaration.schema.properties, spec.name)) fail('name', `the type already has a field "${spec.name}"`);
  if (spec.label.trim() === '') fail('label', 'enter a label');
  if (!(SIMPLE_FIELD_KINDS as readonly string[]).includes(spec.kind)) fail('kind', `unknown kind "${String(spec.kind)}"`);
  const isLov = spec.kind === 'lov' || spec.kind === 'lovMulti';
  if (isLov && !spec.lov) fail('lov', 'choose the list of values');
  if (!isLov && spec.lov !== undefined) fail('lov', 'only list fields draw from a list of values');
  if (spec.itemTypes !== undefined && spec.kind !== 'itemRef' && spec.kind !== 'itemRefs') fail('itemTypes', 'only related-item fields name item types');
  if (spec.maxLength !== undefined) {
    if (!TEXT_KINDS.includes(spec.kind)) fail('maxLength', 'only text fields have a maximum length');
    else if (!Number.isInteger(spec.maxLength) || spec.maxLength < 1) fail('maxLength', 'enter a whole number above 0');
  }
  if (spec.ranges !== undefined) {
    if (!NUMBER_KINDS.includes(spec.kind)) fail('ranges', 'only number fields facet by ranges');
    const keys = new Set<string>();
    for (const range of spec.ranges) {
      if (!RANGE_KEY.test(range.key) || keys.has(range.key)) fail('ranges', `range key "${range.key}" must be a unique name (letters, digits, _)`);
      keys.add(range.key);
      if (range.label.trim() === '') fail('ranges', `range "${range.key}" needs a label`);
      if (range.from !== undefined && range.to !== undefined && range.from >= range.to) fail('ranges', `range "${range.key}" must start below its end`);
    }
  }
  return errors;
}

function nextOrder(declaration: ItemTypeDeclaration): number {
  const orders = Object.values(declaration.fields ?? {}).map((h) => h?.order ?? 0);
  return Math.max(0, ...orders) + 1;
}

/**
 * Adds one field as the form-based editor describes it: the schema property, its widget (last in
 * the form), its label text, and when asked a required entry, a sortable header, a facet of the
 * kind that suits the field and a free-text entry. Returns a new definition; the input is not
 * changed. A facet that cannot be made is reported in notes, not refused.
 */
export function addSimpleField(definition: TypeDefinition, spec: SimpleFieldSpec): AddFieldResult {
  const errors = checkSimpleField(definition.declaration, spec);
  if (errors.length > 0) return { ok: false, errors };
  const result = structuredClone(definition);
  const declaration = result.declaration;
  const { name, kind } = spec;
  const notes: FieldNote[] = [];

  declaration.schema.properties[name] = kindSchema(kind, spec);
  declaration.fields = { ...declaration.fields, [name]: { widget: kindWidget(kind), order: nextOrder(declaration) } };
  const messages = (result.messages ??= {});
  const labelId = fieldMessageId(declaration.key, name);
  setMessage(messages, labelId, spec.label, spec.locale);
  if (spec.required) declaration.schema.required = [...(declaration.schema.required ?? []), name];

  const search = (declaration.search ??= {});
  if (spec.header) search.headers = [...(search.headers ?? []), { field: name, sortable: isSortableKind(kind) }];
  if (spec.textSearch ?? isTextSearchedKind(kind)) search.text = [...(search.text ?? []), name];
  if (spec.facet) {
    const facet = kindFacet(name, kind, spec.ranges?.map(({ key, from, to }) => ({ key, ...(from === undefined ? {} : { from }), ...(to === undefined ? {} : { to }) })));
    if ('facet' in facet) {
      search.facets = [...(search.facets ?? []), facet.facet];
      // Unlabelled ranges are labelled {facet label}.ranges.{key} (engine/derive/ranges).
      for (const range of spec.ranges ?? []) setMessage(messages, `${labelId}.ranges.${range.key}`, range.label, spec.locale);
    } else {
      notes.push({ field: 'facet', message: `no facet for "${name}": ${facet.reason}` });
    }
  } else if (spec.ranges !== undefined) {
    notes.push({ field: 'ranges', message: 'ranges are only used by a facet; ask for a facet to use them' });
  }
  if (Object.keys(search).length === 0) delete declaration.search;
  return { ok: true, definition: result, notes };
}
