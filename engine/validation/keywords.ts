import type { FuncKeywordDefinition, KeywordDefinition } from 'ajv';
import { geometryProblem } from '../format/geometry';
import { itemIdType } from './formats';
import type { ContextSource, KeywordFailure, KeywordInput } from './keywordValidator';
import { keywordValidator } from './keywordValidator';
import { objectKeywords } from './objectKeywords';
import { NON_SPACE } from './patterns';

/** The custom keywords of field schemas (schemas/field-schema.schema.json). */
export const CUSTOM_KEYWORD_NAMES = [
  'lov',
  'itemTypes',
  'numberKind',
  'lowercase',
  'notBlank',
  'itemLabel',
  'requiredExceptAdmin',
  'endNotBeforeStart',
  'geojson',
] as const;

export const NUMBER_KIND_MESSAGES = {
  FLOAT: 'errors.number.float',
  INTEGER: 'errors.number.integer',
  NATURAL: 'errors.number.natural',
} as const;

type NumberKind = keyof typeof NUMBER_KIND_MESSAGES;

/** Message id of a declared number kind, undefined for anything else. */
export function numberKindMessageId(kind: unknown): string | undefined {
  return isNumberKind(kind) ? NUMBER_KIND_MESSAGES[kind] : undefined;
}

const fail = (messageId: string, values?: Record<string, string | number>): KeywordFailure[] => [
  values === undefined ? { messageId } : { messageId, values },
];

/** A key of the named list; without the list's keys in the context there is nothing to check. */
function checkLov({ context, schema, data }: KeywordInput): KeywordFailure[] {
  if (typeof schema !== 'string' || typeof data !== 'string') return [];
  const keys = context.lovKeys?.(schema);
  return keys === undefined || keys.has(data) ? [] : fail('errors.lovValue', { list: schema });
}

/** A related item: an id whose type is one of the allowed types. */
function checkItemTypes({ schema, data }: KeywordInput): KeywordFailure[] {
  const type = typeof data === 'string' ? itemIdType(data) : undefined;
  const allowed = Array.isArray(schema) && type !== undefined && schema.includes(type);
  return allowed ? [] : fail('errors.relatedItem');
}

function isNumberKind(value: unknown): value is NumberKind {
  return typeof value === 'string' && Object.hasOwn(NUMBER_KIND_MESSAGES, value);
}

/** FLOAT: any finite number; INTEGER: a whole number; NATURAL: a whole number above 0. */
function checkNumberKind({ schema, data }: KeywordInput): KeywordFailure[] {
  if (!isNumberKind(schema) || typeof data !== 'number') return [];
  const valid =
    schema === 'FLOAT' ? Number.isFinite(data) : schema === 'INTEGER' ? Number.isInteger(data) : Number.isInteger(data) && data > 0;
  return valid ? [] : fail(NUMBER_KIND_MESSAGES[schema]);
}

function checkLowercase({ data }: KeywordInput): KeywordFailure[] {
  return typeof data === 'string' && data !== data.toLowerCase() ? fail('errors.lowercase') : [];
}

function checkNotBlank({ data }: KeywordInput): KeywordFailure[] {
  return typeof data === 'string' && !NON_SPACE.test(data) ? fail('errors.notBlank') : [];
}

/** A GeoJSON geometry (engine/format/geometry.ts); the server stores it rounded with its bbox. */
function checkGeojson({ data }: KeywordInput): KeywordFailure[] {
  const problem = geometryProblem(data);
  return problem === undefined ? [] : fail(problem);
}

/** The keyword's value: true, or the number fields that receive the geometry's bbox (searchable bounds). */
export const GEOJSON_KEYWORD_META_SCHEMA = {
  anyOf: [
    { const: true },
    {
      type: 'object',
      additionalProperties: false,
      required: ['bboxFields'],
      properties: { bboxFields: { type: 'array', items: { type: 'string' }, minItems: 4, maxItems: 4 } },
    },
  ],
};

function valueKeywords(fallbackContext?: ContextSource): FuncKeywordDefinition[] {
  return [
    {
      keyword: 'lov',
      type: 'string',
      metaSchema: { type: 'string' },
      validate: keywordValidator('lov', checkLov, fallbackContext),
    },
    {
      keyword: 'itemTypes',
      type: 'string',
      metaSchema: { type: 'array', items: { type: 'string' }, minItems: 1 },
      validate: keywordValidator('itemTypes', checkItemTypes, fallbackContext),
    },
    {
      keyword: 'numberKind',
      type: 'number',
      metaSchema: { enum: Object.keys(NUMBER_KIND_MESSAGES) },
      validate: keywordValidator('numberKind', checkNumberKind, fallbackContext),
    },
    {
      keyword: 'lowercase',
      type: 'string',
      metaSchema: { const: true },
      validate: keywordValidator('lowercase', checkLowercase, fallbackContext),
    },
    {
      keyword: 'notBlank',
      type: 'string',
      metaSchema: { const: true },
      validate: keywordValidator('notBlank', checkNotBlank, fallbackContext),
    },
  ];
}

/** Annotation only: message ids of the singular/plural labels errors.array.* messages use. */
const ITEM_LABEL_KEYWORD: KeywordDefinition = {
  keyword: 'itemLabel',
  schemaType: 'object',
  metaSchema: {
    type: 'object',
    required: ['one', 'other'],
    additionalProperties: false,
    properties: { one: { type: 'string' }, other: { type: 'string' } },
  },
};

/**
 * Every custom keyword, ready for ajv.addKeyword or Ajv's `keywords` option. fallbackContext serves
 * runs that pass no context as `this` (the client's rjsf validator); by default such runs are
 * treated as a non-administrator with no list keys.
 */
export function formKeywords(fallbackContext?: ContextSource): KeywordDefinition[] {
  const geojson: FuncKeywordDefinition = {
    keyword: 'geojson',
    metaSchema: GEOJSON_KEYWORD_META_SCHEMA,
    validate: keywordValidator('geojson', checkGeojson, fallbackContext),
  };
  return [...valueKeywords(fallbackContext), ITEM_LABEL_KEYWORD, ...objectKeywords(fallbackContext), geojson];
}
