import { randomUUID } from 'node:crypto';
import type { Writer } from '../../engine/protocol/item';
import type { IndexPlan } from '../../engine/registry/compileIndexPlan';
import { UUID_FIELD } from '../../engine/registry/compileType';
import type { Registry } from '../../engine/registry/registry';
import { OperationError } from '../protocol/contract';
import type { CheckedItem } from './bulkInsert';
import { withCopiedValues } from './copiedFields';
import { CreateManyRefusal, refusalOf, type CreateManyItemRefusal } from './createManyRefusal';
import { notAllowed } from './errors';
import { withNormalizedGeometry } from './geometryFields';
import { indexPlanFor } from './indexPlan';
import type { ItemJson } from './itemShape';
import { DEFAULT_ACCESS } from './storeDefaults';
import type { NewItem, NewItemCheck, ValidatedItem } from './storeTypes';

/** What the checks of a createMany need of the store. */
export interface ManyCheckHost {
  registry: Registry;
  /** The call's time: the creation stamp of items that bring none. */
  now: string;
  get(ref: string): ItemJson | undefined;
  /** Throws ValidationFailedError when the item is not valid for `writer`. */
  validate(registry: Registry, writer: Writer, item: ValidatedItem): void;
}

/** A createMany's items, all checked and ready to number and write. */
export interface CheckedBatch {
  plan: IndexPlan | undefined;
  checked: CheckedItem[];
}

/**
 * Checks every item of a createMany as `create` would (`_c` only for administrators, uuid, copies,
 * `check` with the copies set, validation) before anything is written: a refused item is listed
 * with its reason and the others still checked; any refusal throws CreateManyRefusal.
 */
export function checkNewItems(host: ManyCheckHost, type: string, items: readonly NewItem[], writer: Writer, check: NewItemCheck | undefined): CheckedBatch {
  const { registry, now } = host;
  const declaration = registry.types.get(type)?.declaration;
  if (!declaration) throw new OperationError('invalidId', `Unknown item type ${JSON.stringify(type)}`, 400);
  // Items a batch copies from are mostly the same few (its program, its organization): read each once.
  const referenced = new Map<string, ItemJson | undefined>();
  const get = (ref: string): ItemJson | undefined => (referenced.has(ref) ? referenced.get(ref) : referenced.set(ref, host.get(ref)).get(ref));
  const refusals: CreateManyItemRefusal[] = [];
  const checked: CheckedItem[] = [];
  items.forEach(({ fields: given, options = {} }, index) => {
    try {
      if (options.created && !writer.admin) throw notAllowed('Only administrators may set _c');
      const withUuid = declaration.uuid === true && given[UUID_FIELD] === undefined ? { ...given, [UUID_FIELD]: randomUUID() } : given;
      const input = withCopiedValues(registry, type, withUuid, get);
      check?.(input, index);
      host.validate(registry, writer, { type, fields: input });
      const access = options.access ?? declaration.view?.defaultAccess ?? DEFAULT_ACCESS;
      checked.push({ fields: withNormalizedGeometry(declaration.schema, input), access, created: options.created ?? { ts: now, by: writer.userId } });
    } catch (error) {
      refusals.push(refusalOf(index, error));
    }
  });
  if (refusals.length > 0) throw new CreateManyRefusal(refusals);
  return { plan: indexPlanFor(registry, type), checked };
}
