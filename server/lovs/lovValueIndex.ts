import type { SqlClient, SqlStatement } from '../db/sqlClient';
import type { LovDeclaration } from '../../engine/declarations/bundle';
import type { Registry } from '../../engine/registry/registry';
import type { ItemStore } from '../items/itemStore';
import type { SqlFragment } from '../permissions/sqlFragment';
import { LOV_VALUE_TYPE, lovValueFromRow, type LovValueRecord } from './lovValueRecord';

/** Whose values count: the shared ones only, the shared ones plus one owner's, or every owner's. */
export type OwnerScope = { owner: string } | 'shared' | 'any';

export type StoredLovValue = LovValueRecord & { list: string; id: string };

/** Keys of one list: declared and shared LOVValue keys, and each owner's own keys. */
interface ListKeys {
  shared: ReadonlySet<string>;
  byOwner: Map<string, Set<string>>;
  /** Unions already built (shared + an owner's, or shared + every owner's under ""). */
  unions: Map<string, ReadonlySet<string>>;
}

const ANY_OWNER = '';

/**
 * The run-time values of lists (LOVValue items) and the key sets validation checks against. Key
 * sets are cached per list and dropped when a LOVValue item of that list changes or the registry
 * (the declared values) is replaced, so a value an owner just added is accepted by the next write.
 * LOVValue items are found through the `list` index rows their declaration's search headers give.
 */
export class LovValueIndex {
  private readonly cache = new Map<string, ListKeys>();
  private cachedFor: Registry | undefined;
  private readonly ofList: SqlStatement<[string], { id: string; data: string }>;

  constructor(private readonly db: SqlClient) {
    this.ofList = db.prepare<[string], { id: string; data: string }>(
      `SELECT i.id, i.data FROM items i
       WHERE i.type = '${LOV_VALUE_TYPE}'
         AND i.id IN (SELECT v.item_id FROM item_values v WHERE v.field = 'list' AND v.value_text = ?)
       ORDER BY i.idx`,
    );
  }

  /** LOVValue items of a list, oldest first; with a read filter (over items `i`) only those it passes. */
  storedValues(list: string, readFilter?: SqlFragment): StoredLovValue[] {
    const rows = readFilter
      ? this.db
          .prepare<unknown[], { id: string; data: string }>(
            `SELECT i.id, i.data FROM items i
             WHERE i.type = '${LOV_VALUE_TYPE}'
               AND i.id IN (SELECT v.item_id FROM item_values v WHERE v.field = 'list' AND v.value_text = ?)
               AND ${readFilter.sql}
             ORDER BY i.idx`,
          )
          .all(list, ...readFilter.params)
      : this.ofList.all(list);
    return rows.map((row) => ({ ...lovValueFromRow(row), id: row.id }));
  }

  /**
   * Every key a field drawing on the list may hold for the scope (ARCHIVED keys too, so stored values
   * stay valid); undefined for a list the registry does not declare. Lists without ownerType have
   * shared values only, whatever the scope.
   */
  keys(registry: Registry, list: string, scope: OwnerScope): ReadonlySet<string> | undefined {
    const lov = registry.lovs.get(list);
    if (!lov) return undefined;
    const keys = this.listKeys(registry, lov);
    if (scope === 'shared' || !lov.ownerType) return keys.shared;
    const unionKey = scope === 'any' ? ANY_OWNER : scope.owner;
    const cached = keys.unions.get(unionKey);
    if (cached) return cached;
    const owners = scope === 'any' ? [...keys.byOwner.values()] : [keys.byOwner.get(scope.owner) ?? new Set<string>()];
    const union = new Set([...keys.shared, ...owners.flatMap((set) => [...set])]);
    keys.unions.set(unionKey, union);
    return union;
  }

  /** Drops the cached keys of a list (of every list when none is named). */
  forget(list?: string): void {
    if (list === undefined) this.cache.clear();
    else this.cache.delete(list);
  }

  /** Keeps the cache in step with the store's LOVValue writes; returns the unsubscribe function. */
  watch(store: ItemStore): () => void {
    return store.onChange((change) => {
      if (change.item._t !== LOV_VALUE_TYPE) return;
      for (const list of [change.item.list, change.previous?.list]) {
        if (typeof list === 'string') this.forget(list);
      }
    });
  }

  private listKeys(registry: Registry, lov: LovDeclaration): ListKeys {
    if (registry !== this.cachedFor) {
      this.cache.clear();
      this.cachedFor = registry;
    }
    const cached = this.cache.get(lov.key);
    if (cached) return cached;
    const shared = new Set(lov.values.map((value) => value.key));
    const byOwner = new Map<string, Set<string>>();
    for (const value of this.storedValues(lov.key)) {
      if (value.owner === undefined) shared.add(value.key);
      else byOwner.set(value.owner, (byOwner.get(value.owner) ?? new Set<string>()).add(value.key));
    }
    const keys: ListKeys = { shared, byOwner, unions: new Map() };
    this.cache.set(lov.key, keys);
    return keys;
  }
}
