import { computedValue } from '../../derive/computed';
import type { ViewField } from '../../derive/viewModel';
import { valueAtPath, type ItemRecord } from './itemRecord';

/** What a view shows for one field: the stored value, or for a computed field its value at `now`. */
export function viewFieldValue(item: ItemRecord, field: ViewField, now: Date): unknown {
  return field.computed ? computedValue(field.computed, item, now) : valueAtPath(item, field.field);
}
