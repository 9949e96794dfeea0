import type { Visibility } from '../declarations/systemFields';
import type { ItemFields, ItemJson } from '../protocol/item';
import type { Registry } from '../registry/registry';
import type { PluginEvent } from './serverPlugin';

/** When and by whom a demo item appears to have been created. */
export interface PluginDemoCreated {
  /** Days from today (negative: in the past). */
  offsetDays: number;
  /** Minute of that day; a random working-hours minute when absent. */
  minuteOfDay?: number;
  /** User id shown as creator; the platform's administrator (platformUserId) when absent. */
  by?: string;
}

export interface PluginDemoCreateOptions {
  access?: Visibility;
  created: PluginDemoCreated;
  /**
   * Written as the creator (`created.by`) instead of the platform: the user's own write, so it
   * records its event and notifies followers, as the same write made in the app would.
   */
  asCreator?: boolean;
}

/** The one seeded pseudo-random sequence of a demo seed: the same data on every store. */
export interface PluginDemoRandom {
  /** A number in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Up to count distinct entries, in random order. */
  sample<T>(items: readonly T[], count: number): T[];
}

/** Dates relative to the day the demo data is seeded (UTC), so it looks current on any first start. */
export interface PluginDemoCalendar {
  /** "YYYY-MM-DD" of the day offsetDays from today. */
  date(offsetDays: number): string;
  /** "Monday, November 30": the day as an announcement names it. */
  longDate(offsetDays: number): string;
  /** ISO timestamp of a minute of the day offsetDays from today. */
  stamp(offsetDays: number, minuteOfDay: number): string;
  /** "HH:MM" of a minute of the day. */
  time(minuteOfDay: number): string;
}

/** A demo sign-in account a seeder asks for (see PluginDemoSeed.account). */
export interface PluginDemoAccountRequest {
  email: string;
  /** What the account shows, for the start-up log line listing the demo accounts. */
  role: string;
  /** Writes the account's items (its User item at least) and answers the User item. */
  createUser(): ItemJson;
}

/** A demo account created so far in this seed. */
export interface PluginDemoAccount {
  email: string;
  userId: string;
  role: string;
}

/**
 * A value one plugin's seeder hands to the seeders of the plugins after it (dependsOn order), named
 * and typed once: `const KEY = pluginDemoKey<string>('core.whatsNewSeen')`. Keys other plugins read
 * live in engine/plugin/demoSharedKeys.ts, since a plugin imports nothing from another plugin.
 */
export interface PluginDemoKey<T> {
  readonly name: string;
  /** Carries T only for the type checker. */
  readonly type?: (value: T) => T;
}

export function pluginDemoKey<T>(name: string): PluginDemoKey<T> {
  return { name };
}

export interface PluginDemoShared {
  set<T>(key: PluginDemoKey<T>, value: T): void;
  /** What an earlier seeder set; undefined when no seeder did (its plugin is absent, or it shared nothing). */
  get<T>(key: PluginDemoKey<T>): T | undefined;
}

/**
 * What a plugin's demo seeder works with (DEMO_DATA=1, first start of an empty store): the real
 * store through validated writes, one seeded random sequence and today's calendar, so the same day
 * gives the same data. Every seeder runs inside one transaction with the others; types no seeder
 * wrote get items from their declaration's examples afterwards.
 */
export interface PluginDemoSeed {
  readonly registry: Registry;
  readonly random: PluginDemoRandom;
  readonly calendar: PluginDemoCalendar;
  /** Creator of items no demo user made: the administrator's User id (or the platform). */
  readonly platformUserId: string;
  /** Values earlier plugins' seeders shared. */
  readonly shared: PluginDemoShared;
  /** Creates through the store (validated), with the given creation stamp; listed in ids(type). */
  create(type: string, fields: ItemFields, options: PluginDemoCreateOptions): ItemJson;
  /**
   * An Event on its context item's timeline as the server's events.emit records it (read by who
   * reads the context, `also` told), stamped on the demo calendar: the history of what a seeder ran
   * through an engine's own functions (a workflow's events: toPluginEvent in engine/workflow).
   */
  event(event: PluginEvent, options: { created: PluginDemoCreated }): ItemJson;
  /**
   * Runs writes that are history, not news: every notification the events they record raise (a
   * workflow's past steps, a job confirmed weeks ago) is seeded already read, so a demo account opens
   * with unread notifications only for what is recent. Answers what work answers.
   */
  asHistory<T>(work: () => T): T;
  /** Replaces fields of an item created earlier in this seed (links made after both exist). */
  update(item: ItemJson, patch: ItemFields): ItemJson;
  /** Ids of the demo items of a type created so far (by any seeder), in creation order. */
  ids(type: string): readonly string[];
  /** Keys of a declared list of values (empty when the list is not declared). */
  lovKeys(list: string): string[];
  /**
   * A sign-in account with the demo password and a confirmed e-mail: calls createUser and gives the
   * User item it answers that credential. When the e-mail already signs in (an administrator
   * configured with a demo address) nothing is created and the answer is undefined.
   */
  account(request: PluginDemoAccountRequest): ItemJson | undefined;
  /** The demo accounts created so far, in creation order. */
  accounts(): readonly PluginDemoAccount[];
}

/** A plugin's contribution to demo data; see ServerPluginContext.demo. */
export type PluginDemoSeeder = (seed: PluginDemoSeed) => void;
