import type { Visibility } from '../../engine/declarations/systemFields';
import type { Registry } from '../../engine/registry/registry';
import { SYSTEM_WRITER } from '../items/itemStore';
import type { ItemStore } from '../items/itemStore';
import type { ItemFields, ItemJson } from '../items/itemShape';
import type { DemoCalendar } from './demoCalendar';
import type { DemoRandom } from './demoRandom';

/** When and by whom a demo item appears to have been created. */
export interface DemoCreated {
  /** Days from today (negative: in the past). */
  offsetDays: number;
  /** Minute of that day; a random working-hours minute when absent. */
  minuteOfDay?: number;
  /** User id shown as creator; the platform's administrator when absent. */
  by?: string;
}

export interface DemoCreateOptions {
  access?: Visibility;
  created: DemoCreated;
}

/**
 * What every demo seeder works with: the real store (so validation applies), one seeded random
 * sequence, today's calendar, and the ids created so far per type (references between demo items).
 */
export class DemoSeed {
  private readonly created = new Map<string, string[]>();

  constructor(
    readonly store: ItemStore,
    readonly registry: Registry,
    readonly random: DemoRandom,
    readonly calendar: DemoCalendar,
    /** Creator of items no demo user made: the administrator's User id (or the platform). */
    readonly platformUserId: string,
  ) {}

  /** Ids of the demo items of a type, in creation order. */
  ids(type: string): readonly string[] {
    return this.created.get(type) ?? [];
  }

  /** Creates through the store as the platform, with a raw creation stamp (administrators only). */
  create(type: string, fields: ItemFields, options: DemoCreateOptions): ItemJson {
    const { offsetDays, minuteOfDay, by } = options.created;
    const ts = this.calendar.stamp(offsetDays, minuteOfDay ?? this.random.int(8 * 60, 17 * 60));
    const item = this.store.create(type, fields, SYSTEM_WRITER, {
      ...(options.access === undefined ? {} : { access: options.access }),
      created: { ts, by: by ?? this.platformUserId },
    });
    const ids = this.created.get(type) ?? [];
    ids.push(item.$id);
    this.created.set(type, ids);
    return item;
  }

  /** Replaces fields of a demo item created earlier in the same seed (links made after both exist). */
  update(item: ItemJson, patch: ItemFields): ItemJson {
    return this.store.update(item.$id, patch, item._u, SYSTEM_WRITER);
  }

  /** Keys of a declared list of values (empty when the list is not declared). */
  lovKeys(list: string): string[] {
    return this.registry.lovs.get(list)?.values.map((value) => value.key) ?? [];
  }

  /** Counts of created items per type. */
  counts(): Record<string, number> {
    return Object.fromEntries([...this.created].map(([type, ids]) => [type, ids.length]));
  }
}
