import type { FieldsSchema } from '../declarations/bundle';
import { typeOfId } from '../ids';
import type { Registry } from '../registry/registry';

/**
 * The owner whose own values an owner-specific list (a LOV declaration with an ownerType, e.g. an
 * Organization's meeting types) offers an item: the item itself when it is of that type, else the
 * item a top-level field names as one of that type (a Meeting's owner Organization). Undefined for
 * shared lists and when no owner is named. One rule for the client's forms and views and for the
 * server's validation (server/lovs/lovOwner.ts), so both accept the same values.
 */
export function lovOwnerOf(
  registry: Registry,
  list: string,
  schema: FieldsSchema | undefined,
  fields: Readonly<Record<string, unknown>>,
  itemId?: string,
): string | undefined {
  const ownerType = registry.lovs.get(list)?.ownerType;
  if (!ownerType) return undefined;
  if (itemId !== undefined && typeOfId(itemId) === ownerType) return itemId;
  for (const [name, field] of Object.entries(schema?.properties ?? {})) {
    const value = fields[name];
    if (field?.format === 'item-id' && (field.itemTypes ?? []).includes(ownerType) && typeof value === 'string' && typeOfId(value) === ownerType) return value;
  }
  return undefined;
}
