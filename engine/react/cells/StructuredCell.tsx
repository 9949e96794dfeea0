import type { FieldSchema } from '../../declarations/bundle';
import { isEmptyValue, valueList, valueText } from './cellProps';
import { useLovLabel } from './lovCells';

type Entry = Readonly<Record<string, unknown>>;

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The declared properties of a list's entries, or of an object, in declaration order. */
function entryProperties(schema: FieldSchema | undefined): [string, FieldSchema][] {
  const properties = (schema?.type === 'array' || schema?.items ? schema.items : schema)?.properties ?? {};
  return Object.entries(properties).filter((pair): pair is [string, FieldSchema] => pair[1] !== undefined);
}

/**
 * Whether a structured value reads as lines of plain values: a list of objects (or one object)
 * whose declared properties hold scalars only (a key of a list, a number, a text).
 */
export function isStructuredText(value: unknown, schema: FieldSchema | undefined): boolean {
  const properties = entryProperties(schema);
  if (properties.length === 0) return false;
  const entries = valueList(value);
  return entries.length > 0 && entries.every((entry) => isEntry(entry) && Object.values(entry).every((part) => part === undefined || part === null || isScalar(part)));
}

function PartText({ schema, value }: { schema: FieldSchema; value: unknown }) {
  const label = useLovLabel(schema.lov, value);
  return <>{schema.lov === undefined ? valueText(value) : label}</>;
}

/**
 * A list of small records ("Permit number · MX-2024-118"), one line each: the values in their
 * declared order, list keys by their labels. Never the stored JSON.
 */
export function StructuredCell({ value, schema }: { value: unknown; schema: FieldSchema | undefined }) {
  const properties = entryProperties(schema);
  return (
    <ul className="vgn-cell-structured">
      {valueList(value).map((entry, index) => {
        const record = isEntry(entry) ? entry : {};
        const parts = properties.filter(([name]) => !isEmptyValue(record[name]));
        return (
          <li key={index}>
            {parts.map(([name, part], at) => (
              <span key={name}>
                {at > 0 ? ' · ' : null}
                <PartText schema={part} value={record[name]} />
              </span>
            ))}
          </li>
        );
      })}
    </ul>
  );
}
