import type { ItemTypeDeclaration } from '../../declarations/bundle';
import { computedValue } from '../../derive/computed';
import type { ViewField } from '../../derive/viewModel';
import { resolveFieldPath } from '../../registry/fieldPaths';
import type { Registry } from '../../registry/registry';
import { lovOwnerOf } from '../../derive/lovOwner';
import { valueAtPath, type ItemRecord } from './itemRecord';

/** What a view shows for one field: the stored value, or for a computed field its value at `now`. */
export function viewFieldValue(item: ItemRecord, field: ViewField, now: Date): unknown {
  return field.computed ? computedValue(field.computed, item, now) : valueAtPath(item, field.field);
}

/**
 * The owner whose own values a list field of the item draws on (owner-specific lists, e.g. an
 * organization's meeting types on its meetings): found as the forms find it (lovOwnerOf).
 */
export function fieldLovOwner(registry: Registry, declaration: ItemTypeDeclaration, field: ViewField, item: ItemRecord): string | undefined {
  if (field.computed) return undefined;
  const schema = resolveFieldPath(declaration.schema, field.field);
  const list = schema?.lov ?? schema?.items?.lov;
  return list === undefined ? undefined : lovOwnerOf(registry, list, declaration.schema, item, item.$id);
}

/** The lovOwner prop of a field's cell, when it has one. */
export function lovOwnerProp(registry: Registry, declaration: ItemTypeDeclaration, field: ViewField, item: ItemRecord): { lovOwner?: string } {
  const owner = fieldLovOwner(registry, declaration, field, item);
  return owner === undefined ? {} : { lovOwner: owner };
}
