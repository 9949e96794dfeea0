import type {
  PluginDemoAccount,
  PluginDemoAccountRequest,
  PluginDemoCreated,
  PluginDemoCreateOptions,
  PluginDemoKey,
  PluginDemoSeed,
  PluginDemoShared,
} from '../../engine/plugin/demoSeed';
import { formatItemId } from '../../engine/ids';
import type { PluginEvent } from '../../engine/plugin/serverPlugin';
import type { Registry } from '../../engine/registry/registry';
import type { CredentialStore } from '../auth/credentialStore';
import { SYSTEM_WRITER } from '../items/itemStore';
import { EVENT_TYPE } from '../notify/eventNotifier';
import { declaredEventFields, eventAccessFields } from '../notify/platformEvents';
import type { ItemStore } from '../items/itemStore';
import type { ItemFields, ItemJson } from '../items/itemShape';
import type { DemoCalendar } from './demoCalendar';
import type { DemoRandom } from './demoRandom';

export interface DemoSeedOptions {
  store: ItemStore;
  registry: Registry;
  random: DemoRandom;
  calendar: DemoCalendar;
  /** Creator of items no demo user made: the administrator's User id (or the platform). */
  platformUserId: string;
  credentials: CredentialStore;
  /** scrypt hash of DEMO_PASSWORD, given to every demo account. */
  passwordHash: string;
}

/** Values shared between seeders, by key name. */
class SharedValues implements PluginDemoShared {
  private readonly values = new Map<string, unknown>();

  set<T>(key: PluginDemoKey<T>, value: T): void {
    this.values.set(key.name, value);
  }

  get<T>(key: PluginDemoKey<T>): T | undefined {
    // Only set<T> with the same typed key writes this name.
    return this.values.get(key.name) as T | undefined;
  }
}

/**
 * What every demo seeder works with (PluginDemoSeed): the real store (so validation applies), one
 * seeded random sequence, today's calendar, and the ids created so far per type (references
 * between demo items, and which types the generic part still has to cover).
 */
export class DemoSeed implements PluginDemoSeed {
  readonly store: ItemStore;
  readonly registry: Registry;
  readonly random: DemoRandom;
  readonly calendar: DemoCalendar;
  readonly platformUserId: string;
  readonly shared: PluginDemoShared = new SharedValues();
  private readonly credentials: CredentialStore;
  private readonly passwordHash: string;
  private readonly created = new Map<string, string[]>();
  private readonly createdAccounts: PluginDemoAccount[] = [];
  /** Ids of the Event items written inside asHistory. */
  private readonly history: string[] = [];

  constructor(options: DemoSeedOptions) {
    this.store = options.store;
    this.registry = options.registry;
    this.random = options.random;
    this.calendar = options.calendar;
    this.platformUserId = options.platformUserId;
    this.credentials = options.credentials;
    this.passwordHash = options.passwordHash;
  }

  ids(type: string): readonly string[] {
    return this.created.get(type) ?? [];
  }

  /**
   * Creates through the store with a raw creation stamp. As the platform by default; asCreator
   * writes as the creator, flagged administrator only so the store accepts the demo calendar's stamp.
   */
  create(type: string, fields: ItemFields, options: PluginDemoCreateOptions): ItemJson {
    const { offsetDays, minuteOfDay, by } = options.created;
    const ts = this.calendar.stamp(offsetDays, minuteOfDay ?? this.random.int(8 * 60, 17 * 60));
    const creator = by ?? this.platformUserId;
    const writer = options.asCreator === true ? { userId: creator, admin: true } : SYSTEM_WRITER;
    // Types with a stable _uuid get one from the seeded sequence: the same on every store.
    const withUuid = this.registry.types.get(type)?.declaration.uuid === true && fields._uuid === undefined ? { ...fields, _uuid: this.uuid() } : fields;
    const item = this.store.create(type, withUuid, writer, {
      ...(options.access === undefined ? {} : { access: options.access }),
      created: { ts, by: creator },
    });
    const ids = this.created.get(type) ?? [];
    ids.push(item.$id);
    this.created.set(type, ids);
    return item;
  }

  /** As events.emit (server/plugins/pluginContext.ts) writes it, with the demo calendar's stamp. */
  event(event: PluginEvent, options: { created: PluginDemoCreated }): ItemJson {
    const { offsetDays, minuteOfDay, by } = options.created;
    const created = { ts: this.calendar.stamp(offsetDays, minuteOfDay ?? this.random.int(8 * 60, 17 * 60)), by: by ?? this.platformUserId };
    // Written as whoever acted, as events.emit does: the notifier never tells the actor of their own step.
    const writer = by === undefined ? SYSTEM_WRITER : { userId: by, admin: true };
    const context = this.store.get(event.context);
    if (!context) return this.store.create(EVENT_TYPE, { ...event }, writer, { created });
    const { fields, access } = eventAccessFields(this.registry.types.get(context._t)?.declaration, context);
    return this.store.create(EVENT_TYPE, { ...event, ...declaredEventFields(this.registry, fields) }, writer, { access, created });
  }

  /** An RFC 4122 version 4 UUID drawn from the seeded sequence. */
  private uuid(): string {
    const hex = Array.from({ length: 32 }, () => this.random.int(0, 15).toString(16));
    hex[12] = '4';
    hex[16] = (8 + this.random.int(0, 3)).toString(16);
    const text = hex.join('');
    return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
  }

  /**
   * Events get consecutive indexes (type_counters), so those written inside work are the ones
   * between the counter before and after it, whoever wrote them (the seed or an engine's action).
   */
  asHistory<T>(work: () => T): T {
    const before = this.lastIndex(EVENT_TYPE);
    const result = work();
    for (let index = before + 1; index <= this.lastIndex(EVENT_TYPE); index += 1) this.history.push(formatItemId(EVENT_TYPE, index));
    return result;
  }

  /** The Events written as history (asHistory): their notifications are marked read once they exist. */
  historyEventIds(): readonly string[] {
    return this.history;
  }

  private lastIndex(type: string): number {
    const row = this.store.db.prepare<[string], { last_idx: number }>('SELECT last_idx FROM type_counters WHERE type = ?').get(type);
    return row?.last_idx ?? 0;
  }

  update(item: ItemJson, patch: ItemFields): ItemJson {
    return this.store.update(item.$id, patch, item._u, SYSTEM_WRITER);
  }

  lovKeys(list: string): string[] {
    return this.registry.lovs.get(list)?.values.map((value) => value.key) ?? [];
  }

  account(request: PluginDemoAccountRequest): ItemJson | undefined {
    if (this.credentials.byEmail(request.email) !== null) return undefined;
    const user = request.createUser();
    this.credentials.create({ userId: user.$id, email: request.email, passwordHash: this.passwordHash, emailConfirmed: true });
    this.createdAccounts.push({ email: request.email, userId: user.$id, role: request.role });
    return user;
  }

  accounts(): readonly PluginDemoAccount[] {
    return this.createdAccounts;
  }

  /** Counts of created items per type. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.created].map(([type, ids]) => [type, ids.length]));
  }
}
