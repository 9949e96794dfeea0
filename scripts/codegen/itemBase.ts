import { compile } from 'json-schema-to-typescript';
import type { JSONSchema4 } from 'json-schema';
import { SYSTEM_FIELDS } from '../../engine/declarations/systemFields';
import { banner } from './banner';
import { JSON2TS_OPTIONS } from './json2tsOptions';
import type { OutputFile } from './writeIfChanged';

export const ITEM_BASE = 'ItemBase';

const DESCRIPTIONS: Record<string, string> = {
  _t: 'Item type key.',
  _i: 'Index of the item within its type.',
  $id: 'Item id, "{type}-{index}".',
  _u: 'Update counter, raised by every write.',
  _c: 'Creation: ISO 8601 timestamp and the creating Contact or User.',
  $access: 'Visibility level.',
  $labels: 'Labels of related items, by item id.',
};

const DECLARED_FIELDS_TYPE = 'DeclaredFields';

/** What create/{type} takes and the store keeps in items.data: an item without its system fields. */
const DECLARED_FIELDS = `
/**
 * The declared fields of an item type, without the system fields: what create/{type} takes.
 */
export type ${DECLARED_FIELDS_TYPE}<T extends ${ITEM_BASE}> = Omit<T, keyof ${ITEM_BASE}>;
`;

/** Fields every stored item carries; the rest of SYSTEM_FIELDS are dotted paths into these. */
const REQUIRED = ['_t', '_i', '$id', '_u', '_c', '$access'];

/** generated/item-base.ts: the system fields (engine/declarations/systemFields.ts) every item interface extends. */
export async function itemBaseFile(): Promise<OutputFile> {
  const properties: Record<string, JSONSchema4> = {};
  for (const [name, schema] of Object.entries(SYSTEM_FIELDS)) {
    if (name.includes('.')) continue;
    const field = structuredClone(schema) as JSONSchema4;
    if (name === '_c') field.required = ['ts'];
    properties[name] = { ...field, description: DESCRIPTIONS[name] };
  }
  properties.$labels = { type: 'object', additionalProperties: { type: 'string' }, description: DESCRIPTIONS.$labels };
  const schema: JSONSchema4 = {
    title: ITEM_BASE,
    description: 'System fields every item has, whatever its type.',
    type: 'object',
    additionalProperties: false,
    required: REQUIRED,
    properties,
  };
  const ts = await compile(schema, ITEM_BASE, JSON2TS_OPTIONS);
  return { path: 'generated/item-base.ts', content: banner('engine/declarations/systemFields.ts') + ts + DECLARED_FIELDS };
}
