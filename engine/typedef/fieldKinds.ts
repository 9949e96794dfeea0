import type { WidgetName } from '../catalog/widgets';
import type { Facet, FieldSchema, Range } from '../declarations/bundle';

/** The kinds of field the form-based type editor offers; anything else is written in the JSON editor. */
export const SIMPLE_FIELD_KINDS = [
  'text',
  'longText',
  'number',
  'integer',
  'date',
  'dateTime',
  'boolean',
  'email',
  'phone',
  'url',
  'lov',
  'lovMulti',
  'itemRef',
  'itemRefs',
] as const;

export type SimpleFieldKind = (typeof SIMPLE_FIELD_KINDS)[number];

/** Default length limits: one line of text, and a few paragraphs (over 200 makes a textarea). */
export const TEXT_MAX_LENGTH = 200;
export const LONG_TEXT_MAX_LENGTH = 10000;

export interface KindOptions {
  lov?: string;
  itemTypes?: string[];
  maxLength?: number;
}

/** The JSON Schema of one field of the given kind. */
export function kindSchema(kind: SimpleFieldKind, options: KindOptions): FieldSchema {
  const itemId = (): FieldSchema => ({ type: 'string', format: 'item-id', ...(options.itemTypes?.length ? { itemTypes: [...options.itemTypes] } : {}) });
  switch (kind) {
    case 'text':
      return { type: 'string', maxLength: options.maxLength ?? TEXT_MAX_LENGTH };
    case 'longText':
      return { type: 'string', maxLength: options.maxLength ?? LONG_TEXT_MAX_LENGTH };
    case 'number':
      return { type: 'number' };
    case 'integer':
      return { type: 'integer', numberKind: 'INTEGER' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'dateTime':
      return { type: 'string', format: 'date-time' };
    case 'boolean':
      return { type: 'boolean' };
    case 'email':
      return { type: 'string', format: 'email', maxLength: options.maxLength ?? TEXT_MAX_LENGTH };
    case 'phone':
      return { type: 'string', format: 'phone', maxLength: options.maxLength ?? TEXT_MAX_LENGTH };
    case 'url':
      return { type: 'string', format: 'url', maxLength: options.maxLength ?? 2000 };
    case 'lov':
      return { type: 'string', lov: options.lov ?? '' };
    case 'lovMulti':
      return { type: 'array', items: { type: 'string', lov: options.lov ?? '' }, uniqueItems: true };
    case 'itemRef':
      return itemId();
    case 'itemRefs':
      return { type: 'array', items: itemId(), uniqueItems: true };
  }
}

const WIDGETS: Record<SimpleFieldKind, WidgetName> = {
  text: 'text',
  longText: 'textarea',
  number: 'number',
  integer: 'number',
  date: 'date',
  dateTime: 'date-time',
  boolean: 'checkbox',
  email: 'email',
  phone: 'phone',
  url: 'url',
  lov: 'lov-select',
  lovMulti: 'lov-multi',
  itemRef: 'item-ref',
  itemRefs: 'item-refs',
};

export function kindWidget(kind: SimpleFieldKind): WidgetName {
  return WIDGETS[kind];
}

/** Lists sort poorly (which entry decides?), and so do long texts. */
export function isSortableKind(kind: SimpleFieldKind): boolean {
  return kind !== 'lovMulti' && kind !== 'itemRefs' && kind !== 'longText';
}

/**
 * The facet that suits a kind, or why there is none. Lists facet by their keys; a date by future
 * buckets (due dates), a timestamp by past ones (when something happened); a yes/no or a related
 * item by its values. A number facets only by ranges the administrator gives: every distinct
 * number as a bucket tells nothing. Free text, e-mails, phones and addresses never repeat enough.
 */
export function kindFacet(field: string, kind: SimpleFieldKind, ranges: Range[] | undefined): { facet: Facet } | { reason: string } {
  switch (kind) {
    case 'lov':
    case 'lovMulti':
      return { facet: { field, kind: 'lov' } };
    case 'date':
      return { facet: { field, kind: 'date-ranges' } };
    case 'dateTime':
      return { facet: { field, kind: 'time-ranges' } };
    case 'boolean':
    case 'itemRef':
    case 'itemRefs':
      return { facet: { field, kind: 'terms' } };
    case 'number':
    case 'integer':
      return ranges && ranges.length > 0
        ? { facet: { field, kind: 'number-ranges', ranges: ranges.map((r) => ({ ...r })) } }
        : { reason: 'a number field gets a facet only when ranges are given' };
    default:
      return { reason: `a ${kind} field has too many distinct values to make a useful facet` };
  }
}

/** Kinds whose values free-text search matches by default. */
export function isTextSearchedKind(kind: SimpleFieldKind): boolean {
  return kind === 'text' || kind === 'longText' || kind === 'email';
}
