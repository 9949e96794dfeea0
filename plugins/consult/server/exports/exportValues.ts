import { IntlMessageFormat } from 'intl-messageformat';
import type { FieldSchema } from '../../../../engine/declarations/bundle';
import { titleFieldOf } from '../../../../engine/derive/viewModel';
import type { PluginItems } from '../../../../engine/plugin/serverPlugin';
import type { Registry } from '../../../../engine/registry/registry';

/** Texts every shipped language has; headings fall back to it. */
const FALLBACK_LOCALE = 'en';

/** Turns stored values into what a reader of the spreadsheet expects: names and labels, never ids or keys. */
export class ExportValues {
  private readonly labels = new Map<string, string>();

  constructor(
    private readonly registry: Registry,
    private readonly items: PluginItems,
    readonly locale: string,
  ) {}

  /** A product text in the export's language (column headings). */
  message(id: string, values: Record<string, string> = {}): string {
    const text = this.registry.messages[this.locale]?.[id] ?? this.registry.messages[FALLBACK_LOCALE]?.[id];
    return text === undefined ? id : String(new IntlMessageFormat(text, this.locale).format(values));
  }

  /** The heading of a type's field, as its forms label it. */
  heading(type: string, field: string): string {
    const label = this.registry.types.get(type)?.declaration.fields?.[field]?.label;
    return this.message(label ?? `types.${type}.fields.${field}`);
  }

  /** A list value's label in the export's language, else English, else its key. */
  lov(list: string, key: unknown): string {
    if (typeof key !== 'string') return '';
    const value = this.registry.lovs.get(list)?.values.find((entry) => entry.key === key);
    return value?.t[this.locale] ?? value?.t[FALLBACK_LOCALE] ?? key;
  }

  /** The title of a referenced item (a contact by its full name), cached: exports name the same few organizations often. */
  label(id: unknown): string {
    if (typeof id !== 'string' || id === '') return '';
    const known = this.labels.get(id);
    if (known !== undefined) return known;
    const item = this.items.get(id);
    let label = id;
    if (item?._t === 'Contact') {
      label = [item.firstName, item.lastName].filter((part) => typeof part === 'string' && part !== '').join(' ') || String(item.email ?? id);
    } else if (item) {
      const declaration = this.registry.types.get(item._t)?.declaration;
      const field = declaration ? titleFieldOf(declaration) : undefined;
      const title = field ? item[field] : undefined;
      if (typeof title === 'string' && title !== '') label = title;
    }
    this.labels.set(id, label);
    return label;
  }

  /** A field of an item as one cell: lists joined with "; ", references by name, list values by label. */
  field(type: string, field: string, value: unknown): string {
    const schema = this.registry.types.get(type)?.declaration.schema.properties[field];
    return this.format(schema, value);
  }

  private format(schema: FieldSchema | undefined, value: unknown): string {
    if (value === undefined || value === null) return '';
    if (Array.isArray(value)) return value.map((entry) => this.format(schema?.items, entry)).filter((cell) => cell !== '').join('; ');
    if (schema?.lov !== undefined) return this.lov(schema.lov, value);
    if (schema?.format === 'item-id') return this.label(value);
    if (typeof value === 'boolean') return this.message(value ? 'consult.export.yes' : 'consult.export.no');
    if (typeof value === 'object') {
      // A structured entry (an identifier: type and number) reads as its parts, "Permit: 12-345".
      const properties = schema?.properties ?? {};
      const record = value as Record<string, unknown>;
      return Object.keys(properties).map((key) => this.format(properties[key], record[key])).filter((cell) => cell !== '').join(': ');
    }
    return String(value);
  }
}
