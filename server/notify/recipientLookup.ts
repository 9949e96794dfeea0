import type { SqlClient } from '../db/sqlClient';
import { prepared } from '../db/preparedStatements';
import type { ItemStore } from '../items/itemStore';
import type { Actor } from '../protocol/contract';
import type { NotifyPref, NotifyPreferences } from './notifyPreferences';
import { actorForUser, usersNamedBy } from './userActors';

/** Preferences by user, then by item id ("{type}-0" for a whole type). */
export type PrefsByUser = Map<string, Map<string, NotifyPref>>;

/** What the notifier needs of an Event's context item. */
export interface ContextItem {
  type: string;
  /** The user who created it (_c.by). */
  createdBy: string;
}

const idsJson = (ids: Iterable<string>): string => JSON.stringify([...new Set(ids)]);

/**
 * What the notifier reads to find the recipients of a set of Events committed together, each read
 * once for all of them: the context items and their access rows (one query each for the whole
 * set), the preferences on the contexts and their types (one query), and, remembered across the
 * set, the users each principal stands for and each candidate's Actor. Nothing the Events' commit
 * writes changes these, so the answers equal asking Event by Event (a createMany of 10,000 items
 * records 10,000 Events naming the same few organizations and users).
 */
export class RecipientLookup {
  private readonly contexts = new Map<string, ContextItem>();
  private readonly accessRows = new Map<string, string[]>();
  /** Preferences by item id, then by user. */
  private readonly prefsByItem = new Map<string, Map<string, NotifyPref>>();
  private readonly principals = new Map<string, readonly string[]>();
  private readonly actors = new Map<string, Actor | null>();

  constructor(
    private readonly store: ItemStore,
    preferences: NotifyPreferences,
    contextIds: readonly string[],
  ) {
    const db = store.db;
    const ids = idsJson(contextIds);
    // Type and creator are all the notifier needs of a context: its JSON stays unparsed.
    for (const row of prepared<[string], { id: string; type: string; created_by: string }>(db, 'SELECT id, type, created_by FROM items WHERE id IN (SELECT value FROM json_each(?))').all(ids)) {
      this.contexts.set(row.id, { type: row.type, createdBy: row.created_by });
    }
    for (const row of prepared<[string], { item_id: string; principal: string }>(db, 'SELECT item_id, principal FROM item_access WHERE item_id IN (SELECT value FROM json_each(?))').all(ids)) {
      const list = this.accessRows.get(row.item_id) ?? [];
      list.push(row.principal);
      this.accessRows.set(row.item_id, list);
    }
    const typeIds = [...this.contexts.values()].map((item) => `${item.type}-0`);
    const deletedTypeIds = contextIds.filter((id) => !this.contexts.has(id)).map((id) => `${id.slice(0, id.lastIndexOf('-'))}-0`);
    for (const [user, byItem] of preferences.forItems([...new Set([...contextIds, ...typeIds, ...deletedTypeIds])])) {
      for (const [itemId, pref] of byItem) {
        const users = this.prefsByItem.get(itemId) ?? new Map<string, NotifyPref>();
        users.set(user, pref);
        this.prefsByItem.set(itemId, users);
      }
    }
  }

  get db(): SqlClient {
    return this.store.db;
  }

  /** The context item's type and creator, or undefined when it is gone. */
  context(id: string): ContextItem | undefined {
    return this.contexts.get(id);
  }

  /** Principals the context's access rows name (owner, participants, persons, self). */
  accessPrincipals(id: string): readonly string[] {
    return this.accessRows.get(id) ?? [];
  }

  /** Preferences of every user on `contextId` and `typeId` (the rows forItems gives for those two). */
  prefsFor(contextId: string, typeId: string): PrefsByUser {
    const result: PrefsByUser = new Map();
    for (const id of [contextId, typeId]) {
      for (const [user, pref] of this.prefsByItem.get(id) ?? []) {
        const own = result.get(user) ?? new Map<string, NotifyPref>();
        own.set(id, pref);
        result.set(user, own);
      }
    }
    return result;
  }

  /** usersNamedBy, principal by principal (the union over the principals is the same), sorted. */
  usersNamedBy(principals: readonly string[]): string[] {
    const missing = [...new Set(principals.filter((principal) => !this.principals.has(principal)))];
    for (const principal of missing) this.principals.set(principal, usersNamedBy(this.db, [principal]));
    return [...new Set(principals.flatMap((principal) => this.principals.get(principal) ?? []))].sort();
  }

  actor(userId: string): Actor | null {
    if (!this.actors.has(userId)) this.actors.set(userId, actorForUser(this.db, userId));
    return this.actors.get(userId) ?? null;
  }
}
