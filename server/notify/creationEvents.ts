import type { Registry } from '../../engine/registry/registry';
import { creationChangeOf, type CreationRow } from '../items/creationChange';
import { eventToRecord, type EventToRecord } from './platformEvents';
import type { WriteEventDescribers } from './writeEventDescribers';

/**
 * The Event of a creation rebuilt from the created item's change row: the same fields, visibility
 * and writer the recorder stores for it as a second item today. The first piece of answering
 * creation Events from the change row instead of storing them (server/items/README.md, "Session 13,
 * next step measured": the stored Event is half of a bulk creation's derivation); reads, searches
 * and Notify are to use it next. Undefined when the creation records no Event (system types, system
 * writes).
 */
export function creationEventOf(registry: Registry, describers: WriteEventDescribers, row: CreationRow): EventToRecord | undefined {
  return eventToRecord(registry, describers, creationChangeOf(row));
}
