import type { LovDeclaration } from '../../engine/declarations/bundle';
import { orderLovValues, swapOrders, type PlacedLovValue } from '../../engine/derive/lovOrder';
import type { DeclaredFields, ItemBase } from '../../generated/item-base';
import type { LOVValue } from '../../generated/types/core';
import type { CachedItem } from '../net/itemCache';
import type { SearchRequest } from '../search/searchProtocol';

/** Type of the items that hold run-time list values (plugins/core/types/LOVValue.type.json). */
export const LOV_VALUE_TYPE: LOVValue['_t'] = 'LOVValue';

/** The languages the list screens translate values into (English is required, the fallback). */
export const LOV_LOCALES = ['en', 'fr'] as const;

export type LovState = NonNullable<LOVValue['state']>;

/**
 * Label per locale. LOVValue.t requires en; rows and writes carry what the screens hold, which
 * cannot promise it (newValueProblem refuses a new value without English before it is written).
 */
type Translations = Record<string, string>;

/** The LOVValue item behind a row, with the _u a change of it is based on. */
type RowItem = Pick<ItemBase, '$id'> & Partial<Pick<ItemBase, '_u'>>;

/** One value of a list as the screens edit it: declared in a plugin, or a LOVValue item (or both: an override). */
export interface ListRow extends Pick<LOVValue, 'key' | 'order'> {
  t: Translations;
  state: LovState;
  /** The LOVValue item holding this value, when there is one. */
  item?: RowItem;
  /** The plugin declares the key (an item with it only relabels, archives or moves it). */
  declared: boolean;
}

/** The declared fields of a LOVValue item as the screens write them. */
type LovValueFields = Omit<DeclaredFields<LOVValue>, 't'> & { t: Translations };

/** A write the screens make: a new LOVValue item, or a patch of an existing one. */
export type LovWrite = { op: 'create'; fields: LovValueFields } | { op: 'update'; patch: Partial<LovValueFields> & RowItem };

/** The values of a list a screen manages: the shared ones (no owner) or one owner's own. */
export interface ListScope {
  list: string;
  owner?: string;
}

function texts(value: unknown): Record<string, string> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The LOVValue items of a scope, oldest first (their default order): search/ids over the list index. */
export function lovValueSearch(scope: ListScope): SearchRequest {
  const owner = scope.owner === undefined ? { mustNot: [{ prop: 'owner', kind: 'exists' as const }] } : {};
  return {
    must: [
      { kind: 'type', value: LOV_VALUE_TYPE },
      { prop: 'list', kind: 'eq', value: scope.list },
      ...(scope.owner === undefined ? [] : [{ prop: 'owner', kind: 'eq' as const, value: scope.owner }]),
    ],
    ...owner,
    sort: [{ field: '_i', order: 'asc' }],
    max: 'all',
  };
}

function rowOfItem(item: CachedItem, declared: boolean): ListRow {
  return {
    key: typeof item.key === 'string' ? item.key : '',
    t: texts(item.t),
    state: item.state === 'ARCHIVED' ? 'ARCHIVED' : 'ACTIVE',
    ...(typeof item.order === 'number' ? { order: item.order } : {}),
    item: { $id: item.$id, ...(item._u === undefined ? {} : { _u: item._u }) },
    declared,
  };
}

/**
 * The rows of a scope in display order, the order GET /lov answers (engine/derive/lovOrder.ts):
 * for the shared values the declared ones, replaced by a LOVValue of the same key; for an owner,
 * its own LOVValue items only.
 */
export function listRows(lov: LovDeclaration, scope: ListScope, items: readonly CachedItem[]): PlacedLovValue<ListRow>[] {
  const mine = items.filter((item) => item.list === lov.key && (scope.owner === undefined ? item.owner === undefined : item.owner === scope.owner));
  if (scope.owner !== undefined) return orderLovValues([], mine.map((item) => rowOfItem(item, false)));
  const declaredKeys = new Set(lov.values.map((value) => value.key));
  const declared: ListRow[] = lov.values.map((value) => ({ key: value.key, t: texts(value.t), state: value.state ?? 'ACTIVE', declared: true }));
  return orderLovValues(declared, mine.map((item) => rowOfItem(item, declaredKeys.has(typeof item.key === 'string' ? item.key : ''))));
}

/** A change of one row: its item is patched, or (a declared value without one) an item with the whole value is created. */
function changeRow(scope: ListScope, row: ListRow, change: Partial<Pick<ListRow, 't' | 'state' | 'order'>>): LovWrite {
  if (row.item) return { op: 'update', patch: { $id: row.item.$id, ...(row.item._u === undefined ? {} : { _u: row.item._u }), ...change } };
  const merged = { t: row.t, state: row.state, ...(row.order === undefined ? {} : { order: row.order }), ...change };
  return { op: 'create', fields: { list: scope.list, key: row.key, ...(scope.owner === undefined ? {} : { owner: scope.owner }), ...merged } };
}

/** Translations as stored: blank texts left out (English is required by the LOVValue schema). */
export function cleanTranslations(t: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(t).map(([locale, text]) => [locale, text.trim()] as const).filter(([, text]) => text !== ''));
}

export function translateWrite(scope: ListScope, row: ListRow, t: Readonly<Record<string, string>>): LovWrite {
  return changeRow(scope, row, { t: { ...row.t, ...cleanTranslations(t) } });
}

/** Archiving keeps the value valid on stored items; forms stop offering it. */
export function stateWrite(scope: ListScope, row: ListRow, state: LovState): LovWrite {
  return changeRow(scope, row, { state });
}

/** The writes that move row `from` one place up (-1) or down (+1). */
export function moveWrites(scope: ListScope, rows: readonly PlacedLovValue<ListRow>[], from: number, direction: -1 | 1): LovWrite[] {
  return swapOrders(rows, from, direction).flatMap(({ key, order }) => {
    const row = rows.find((r) => r.key === key);
    return row ? [changeRow(scope, row, { order })] : [];
  });
}

/** Keys a value may have (the LOVValue schema's pattern). */
const KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

/** Why a new value cannot be added (a message id), or undefined when it can. */
export function newValueProblem(rows: readonly ListRow[], key: string, t: Readonly<Record<string, string>>, declaredKeys: readonly string[] = []): string | undefined {
  if (!KEY_PATTERN.test(key) || key.length > 100) return 'lovs.problem.key';
  if (rows.some((row) => row.key === key) || declaredKeys.includes(key)) return 'lovs.problem.duplicate';
  if ((t.en ?? '').trim() === '') return 'lovs.problem.english';
  return undefined;
}

export function addWrite(scope: ListScope, key: string, t: Readonly<Record<string, string>>, rows: readonly PlacedLovValue<ListRow>[]): LovWrite {
  // A new value goes last, also after values someone moved to the end.
  const last = rows.reduce((max, row) => Math.max(max, row.position), 0);
  return {
    op: 'create',
    fields: { list: scope.list, key, t: cleanTranslations(t), state: 'ACTIVE', ...(scope.owner === undefined ? {} : { owner: scope.owner }), order: last + 10 },
  };
}

/**
 * The list-lov route parameter: "{LIST}" for the shared values, "{LIST}.{ownerId}" for an owner's
 * own (list keys hold no dot; the parameter stays readable in the address: ?c0=ORG_MEETING_TYPES.Organization-3).
 */
export function listScopeParam(scope: ListScope): string {
  return scope.owner === undefined ? scope.list : `${scope.list}.${scope.owner}`;
}

export function parseListScopeParam(param: string | undefined): ListScope | undefined {
  if (param === undefined || param === '') return undefined;
  const dot = param.indexOf('.');
  const list = dot < 0 ? param : param.slice(0, dot);
  const owner = dot < 0 ? undefined : param.slice(dot + 1);
  if (!/^[A-Z][A-Z0-9_]*$/.test(list) || owner === '') return undefined;
  return owner === undefined ? { list } : { list, owner };
}
