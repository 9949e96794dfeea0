import type { FieldsSchema } from '../../engine/declarations/bundle';
import { stableStringify } from '../../engine/registry/stableHash';
import { isPlatformFieldName } from '../../engine/validation/itemValidator';
import type { ItemFields } from './itemShape';

/**
 * The fields an update validates. Values of fields a later declaration removed (an administrator
 * dropped a field, an extension was archived) stay stored, hidden, and ride along on every update;
 * they are left out of validation unless the write itself gives them a new value. So editing an
 * item never fails on data its writer did not touch, while a client still cannot add a field the
 * type does not declare. A value sent back unchanged (clients echo the item they read) counts as
 * untouched.
 */
export function fieldsToValidate(schema: FieldsSchema, fields: ItemFields, patch: ItemFields, previous: ItemFields): ItemFields {
  const result: ItemFields = {};
  for (const [name, value] of Object.entries(fields)) {
    const declared = isPlatformFieldName(name) || Object.hasOwn(schema.properties, name);
    const touched = Object.hasOwn(patch, name) && stableStringify(patch[name]) !== stableStringify(previous[name]);
    if (declared || touched) result[name] = value;
  }
  return result;
}
