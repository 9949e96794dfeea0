import type { FuncKeywordDefinition } from 'ajv';
import { isEmptyValue } from './emptiness';
import type { ContextSource, KeywordFailure, KeywordInput } from './keywordValidator';
import { keywordValidator } from './keywordValidator';
import { compareTemporal } from './temporalOrder';

/**
 * Object-level rules: they read several fields of the object they sit on and report each failure
 * on the field the user has to change.
 */

interface EndNotBeforeStartRule {
  start: string;
  end: string;
  /** Date field the start and end times belong to; the rule waits until that date is set. */
  sameDay?: string;
}

function fieldsOf(data: unknown): Record<string, unknown> {
  return typeof data === 'object' && data !== null && !Array.isArray(data) ? { ...data } : {};
}

function stringList(schema: unknown): string[] {
  return Array.isArray(schema) ? schema.filter((entry): entry is string => typeof entry === 'string') : [];
}

function endNotBeforeStartRules(schema: unknown): EndNotBeforeStartRule[] {
  if (!Array.isArray(schema)) return [];
  return schema.flatMap((entry: unknown) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { start, end, sameDay } = entry as Record<string, unknown>;
    if (typeof start !== 'string' || typeof end !== 'string') return [];
    return [typeof sameDay === 'string' ? { start, end, sameDay } : { start, end }];
  });
}

/** Like required (empty counts as missing), but administrators may leave the fields empty. */
function checkRequiredExceptAdmin({ context, schema, data }: KeywordInput): KeywordFailure[] {
  if (context.admin) return [];
  const fields = fieldsOf(data);
  return stringList(schema)
    .filter((name) => isEmptyValue(fields[name]))
    .map((name) => ({ messageId: 'errors.required', property: name }));
}

/** When start and end are both set, the end may equal the start but not precede it. */
function checkEndNotBeforeStart({ schema, data }: KeywordInput): KeywordFailure[] {
  const fields = fieldsOf(data);
  return endNotBeforeStartRules(schema)
    .filter(({ start, end, sameDay }) => {
      if (isEmptyValue(fields[start]) || isEmptyValue(fields[end])) return false;
      if (sameDay !== undefined && isEmptyValue(fields[sameDay])) return false;
      const order = compareTemporal(fields[end], fields[start]);
      return order !== undefined && order < 0;
    })
    .map(({ end }) => ({ messageId: 'errors.endBeforeStart', property: end }));
}

export function objectKeywords(fallbackContext?: ContextSource): FuncKeywordDefinition[] {
  return [
    {
      keyword: 'requiredExceptAdmin',
      type: 'object',
      metaSchema: { type: 'array', items: { type: 'string' }, uniqueItems: true },
      validate: keywordValidator('requiredExceptAdmin', checkRequiredExceptAdmin, fallbackContext),
    },
    {
      keyword: 'endNotBeforeStart',
      type: 'object',
      metaSchema: {
        type: 'array',
        items: {
          type: 'object',
          required: ['start', 'end'],
          additionalProperties: false,
          properties: { start: { type: 'string' }, end: { type: 'string' }, sameDay: { type: 'string' } },
        },
      },
      validate: keywordValidator('endNotBeforeStart', checkEndNotBeforeStart, fallbackContext),
    },
  ];
}
