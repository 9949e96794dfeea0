import type { FieldsSchema } from '../../declarations/bundle';
import type { Registry } from '../../registry/registry';

function typeOfId(id: string): string {
  return id.slice(0, id.lastIndexOf('-'));
}

/**
 * The owner whose own values an owner-specific list offers in a form (LOV declarations with an
 * ownerType, e.g. an Organization's regions): the edited item itself when it is of that type,
 * else the item a field of the form names as one of that type. Undefined for shared lists.
 */
export function lovOwnerOf(registry: Registry, list: string, schema: FieldsSchema, formData: Readonly<Record<string, unknown>>, itemId?: string): string | undefined {
  const ownerType = registry.lovs.get(list)?.ownerType;
  if (!ownerType) return undefined;
  if (itemId !== undefined && typeOfId(itemId) === ownerType) return itemId;
  for (const [name, field] of Object.entries(schema.properties)) {
    const value = formData[name];
    if (field?.format === 'item-id' && typeof value === 'string' && (field.itemTypes ?? []).includes(ownerType) && typeOfId(value) === ownerType) return value;
  }
  return undefined;
}
