import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';
import type { Registry } from '../../engine/registry/registry';
import { diffFields } from '../items/changeLog';
import type { ItemChange, ItemStore, NewItem } from '../items/itemStore';
import { CreateManyRefusal } from '../items/createManyRefusal';
import { SYSTEM_WRITER } from '../items/itemStore';
import type { ItemJson } from '../items/itemShape';
import { EVENT_TYPE } from './eventNotifier';
import type { WriteEventDescribers } from './writeEventDescribers';
import type { PluginEvent } from '../../engine/plugin/serverPlugin';
import { creationEventItem } from './creationEventIds';
import { CreationEventRows } from './creationEventRows';

/** Kinds of the events the platform records for every write of a business item. */
export const PLATFORM_EVENT_KINDS = {
  create: 'ITEM_CREATED',
  update: 'ITEM_UPDATED',
  state: 'ITEM_STATE_CHANGED',
  delete: 'ITEM_DELETED',
} as const;

/** An update that changes this field is a state change (workflow-like types name their state so). */
const STATE_FIELD = 'state';

const strings = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string' && v !== '');

/**
 * The Event fields that give it the readers of its context: the context's owner, participant and
 * person (and self) values, copied into the Event's own access fields, plus the context's creator.
 * Read from the item and its declaration (not item_access), so it works for a deleted item too.
 */
export function eventAccessFields(declaration: ItemTypeDeclaration | undefined, item: ItemJson): EventAccess {
  const access = declaration?.access ?? {};
  const value = (field: string | undefined): string[] => (field === undefined ? [] : field === '$id' ? [item.$id] : strings(item[field]));
  const owner = value(access.ownerField)[0];
  const participants = [...new Set((access.participantFields ?? []).flatMap(value))];
  const people = [...new Set([...(access.personFields ?? []).flatMap(value), ...value(access.selfField), item._c.by].filter((p) => !p.startsWith('vgn-')))];
  return {
    fields: {
      ...(owner ? { owner } : {}),
      ...(participants.length > 0 ? { participants } : {}),
      ...(people.length > 0 ? { people } : {}),
    },
    access: item.$access,
  };
}

/** The Event's access fields and visibility (those of its context). */
export interface EventAccess {
  fields: { owner?: string; participants?: string[]; people?: string[] };
  access: ItemJson['$access'];
}

/**
 * Whether writes of the type record platform events: business types, i.e. those declaring
 * `notify` and not `system` (Event, Notify, Task, sys.*, User, LOVValue ... record none, so the
 * platform's bookkeeping never produces events about itself).
 */
export function recordsEvents(registry: Registry, type: string): boolean {
  const declaration = registry.types.get(type)?.declaration;
  return declaration !== undefined && declaration.notify !== undefined && declaration.system !== true;
}

/** The platform event of one committed write, or undefined when none is recorded. */
export function platformEvent(registry: Registry, change: ItemChange): { fields: Record<string, unknown>; access: ItemJson['$access'] } | undefined {
  if (change.by === SYSTEM_WRITER.userId || !recordsEvents(registry, change.item._t)) return undefined;
  const before = change.op === 'create' ? {} : fieldValues(change.previous ?? change.item);
  const after = change.op === 'delete' ? {} : fieldValues(change.item);
  const diff = diffFields(before, after);
  const changes = Object.entries(diff).map(([field, c]) => ({ field, ...c }));
  if (change.op === 'update' && changes.length === 0) return undefined;
  const kind =
    change.op === 'update'
      ? Object.hasOwn(diff, STATE_FIELD)
        ? PLATFORM_EVENT_KINDS.state
        : PLATFORM_EVENT_KINDS.update
      : PLATFORM_EVENT_KINDS[change.op];
  const { fields: access, access: visibility } = eventAccessFields(registry.types.get(change.item._t)?.declaration, change.item);
  // A deleted item's timeline is gone: its owner's timeline keeps the deletion.
  const also = change.op === 'delete' && access.owner !== undefined && access.owner !== change.item.$id ? { also: [access.owner] } : {};
  return { fields: { kind, context: change.item.$id, changes, ...access, ...also }, access: visibility };
}

/**
 * The Event fields its type declares: a registry whose Event has no diff or access fields (an
 * older or a test declaration) still gets its events, without those fields.
 */
export function declaredEventFields(registry: Registry, fields: Record<string, unknown>): Record<string, unknown> {
  const declared = registry.types.get(EVENT_TYPE)?.declaration.schema.properties ?? {};
  return Object.fromEntries(Object.entries(fields).filter(([name]) => Object.hasOwn(declared, name)));
}

/** A platform event told as the plugin describes the write: its kind and text, the diff and readers kept. */
function describedFields(platform: Record<string, unknown>, described: PluginEvent): Record<string, unknown> {
  const also = [...new Set([...strings(platform.also), ...(described.also ?? [])])];
  return {
    ...platform,
    kind: described.kind,
    ...(described.subContext ? { subContext: described.subContext } : {}),
    ...(described.description ? { description: described.description } : {}),
    ...(also.length > 0 ? { also } : {}),
  };
}

/** Declared field values of an item (system fields and $-presentations left out). */
function fieldValues(item: ItemJson): Record<string, unknown> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => !key.startsWith('_') && !key.startsWith('$')));
}

/**
 * Records an Event (kinds in PLATFORM_EVENT_KINDS, the diff in `changes`) for every create,
 * update and delete of a business item by a user; the Event's writer is the item's writer, so
 * the notifier never notifies them. The Events are written inside the transaction of the writes,
 * just before it commits (ItemStore.beforeCommit): a createMany of 10,000 items and its 10,000
 * Events commit once, and listeners hear the writes and their Events together. A creation told
 * with its change row (a deferred createMany's, `ItemChange.creationRow`) of a type no plugin
 * describes gets its Event announced without a row instead. Started with the item services.
 */
export function recordPlatformEvents(store: ItemStore, describers: WriteEventDescribers, onError: (error: unknown) => void): () => void {
  const eventOf = (registry: Registry, change: ItemChange): EventToRecord | undefined => {
    try {
      return eventToRecord(registry, describers, change);
    } catch (error) {
      onError(error);
      return undefined;
    }
  };
  const recordOne = ({ by, item }: EventToRecord): void => {
    try {
      store.create(EVENT_TYPE, item.fields, { userId: by, admin: false }, item.options);
    } catch (error) {
      onError(error);
    }
  };
  // Before the commit: the Events are written in the transaction of the writes they tell of, so a
  // write and its Events commit together (one commit instead of two; measured in server/items/README.md).
  const creationEventRows = new CreationEventRows(store.db);
  return store.beforeCommit((changes) => {
    const registry = store.registry();
    const events: EventToRecord[] = [];
    const fromChangeRows: number[] = [];
    for (const change of changes) {
      const event = eventOf(registry, change);
      if (!event) continue;
      // A deferred createMany's creation (told with its change row): its Event is announced, not
      // stored, and answered from that row afterwards (creationEventReader.ts). Described types keep
      // stored Events: their kind and text come from plugin code, which a search in SQL cannot run.
      if (change.creationRow === undefined || describers.describes(change.item._t)) events.push(event);
      else {
        store.announce({ op: 'create', item: creationEventItem(change.creationRow, event, change.item._c.ts), by: event.by });
        fromChangeRows.push(change.creationRow);
      }
    }
    if (fromChangeRows.length > 0) creationEventRows.mark(fromChangeRows);
    if (events.length === 1) events.forEach(recordOne);
    else if (events.length > 1) recordBatched(store, events, recordOne);
  });
}

/** An Event as the recorder stores it: its writer (the write's), its declared fields and visibility. */
export interface EventToRecord {
  by: string;
  item: NewItem;
}

/**
 * The Event the recorder stores for a write (the platform's, or the plugin's description of it),
 * undefined when none is recorded. Also what a creation's Event is when rebuilt from its change row
 * (creationEvents.ts).
 */
export function eventToRecord(registry: Registry, describers: WriteEventDescribers, change: ItemChange): EventToRecord | undefined {
  const event = platformEvent(registry, change);
  if (!event) return undefined;
  const described = describers.describe(change);
  const fields = described ? describedFields(event.fields, described) : event.fields;
  return { by: change.by, item: { fields: declaredEventFields(registry, fields), options: { access: event.access } } };
}

/**
 * The Events of one commit, each writer's run stored with one createMany (one statement set, no read
 * per Event); should one of a run be refused, that run's Events are stored one by one, so a bad one
 * costs only itself, as with single writes.
 */
function recordBatched(store: ItemStore, events: readonly EventToRecord[], recordOne: (event: EventToRecord) => void): void {
  for (let start = 0; start < events.length; ) {
    const by = events[start]?.by;
    let end = start + 1;
    while (end < events.length && events[end]?.by === by) end += 1;
    const run = events.slice(start, end);
    try {
      store.createMany(EVENT_TYPE, run.map((event) => event.item), { userId: by ?? '', admin: false });
    } catch (error) {
      if (!(error instanceof CreateManyRefusal)) throw error;
      run.forEach(recordOne);
    }
    start = end;
  }
}
