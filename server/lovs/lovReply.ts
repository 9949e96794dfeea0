import type { LovDeclaration } from '../../engine/declarations/bundle';
import { orderLovValues } from '../../engine/derive/lovOrder';
import type { StoredLovValue } from './lovValueIndex';
import { labelIn, type LovState, type LovValueRecord } from './lovValueRecord';

/** One value in the answer of GET /lov: its label in the asked locale, its state and, in workflow-state lists, its super-state. */
export interface LovReplyValue {
  t: string;
  state: LovState;
  /** The group a workflow state belongs to (INIT …), from the declaration (business spec §4). */
  superState?: string;
  /** The colour the value is drawn in (map markers, KML styles), declared or set on its LOVValue. */
  color?: string;
}

/** The answer of GET /lov: owner id ("" for the shared values) -> value key -> value. */
export type LovReplyBody = Record<string, Record<string, LovReplyValue>>;

function declaredRecord(value: LovDeclaration['values'][number]): LovValueRecord {
  const t = Object.fromEntries(Object.entries(value.t).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { key: value.key, t, state: value.state ?? 'ACTIVE', ...(value.color === undefined ? {} : { color: value.color }) };
}

/** What a declared value keeps when a LOVValue relabels it: its super-state and, unless the LOVValue sets one, its colour. */
interface DeclaredExtras {
  superStates: ReadonlyMap<string, string>;
  colors: ReadonlyMap<string, string>;
}

/**
 * The values in display order (orderLovValues), keyed in that order: the client lists them as the keys
 * come. A super-state belongs to the declared key: a LOVValue relabelling or archiving it keeps it.
 */
function present(declared: readonly LovValueRecord[], stored: readonly LovValueRecord[], locale: string, fromDeclaration: DeclaredExtras): Record<string, LovReplyValue> {
  const map: Record<string, LovReplyValue> = {};
  for (const value of orderLovValues(declared, stored)) {
    const superState = fromDeclaration.superStates.get(value.key);
    const color = value.color ?? fromDeclaration.colors.get(value.key);
    map[value.key] = {
      t: labelIn(value, locale),
      state: value.state,
      ...(superState === undefined ? {} : { superState }),
      ...(color === undefined ? {} : { color }),
    };
  }
  return map;
}

/**
 * Builds the answer from the declared values and the LOVValue items the reader may see: shared
 * LOVValues follow the declared values and replace a declared value of the same key (relabel or
 * archive it); `owner`'s own values, when named, come under its id. Values of workflow-state lists
 * carry their declared `superState`; values with a colour carry it. A LOVValue's `order` moves it
 * within its map (engine/derive/lovOrder.ts).
 */
export function lovReplyBody(lov: LovDeclaration, locale: string, stored: readonly StoredLovValue[], owner?: string): LovReplyBody {
  const extras: DeclaredExtras = {
    superStates: new Map(lov.values.flatMap((value) => (value.superState === undefined ? [] : [[value.key, value.superState] as const]))),
    colors: new Map(lov.values.flatMap((value) => (value.color === undefined ? [] : [[value.key, value.color] as const]))),
  };
  const body: LovReplyBody = { '': present(lov.values.map(declaredRecord), stored.filter((value) => value.owner === undefined), locale, extras) };
  if (owner !== undefined) body[owner] = present([], stored.filter((value) => value.owner === owner), locale, extras);
  return body;
}
