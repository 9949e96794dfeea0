import type { FieldError } from '../../engine/validation/fieldErrors';
import { OperationError, type OperationRegistry } from '../protocol/contract';
import { writeInput } from './inputFields';
import type { ItemServices } from './itemServices';
import { bodyRecord, invalidBody, requireActor } from './operationHelpers';
import { withCopiedValues } from './copiedFields';

/** The most items one createMany call makes (business data loads in pieces of this size). */
export const MAX_CREATE_MANY = 10_000;

/** Why one item of a createMany call was refused: its index in the call, the key, field errors. */
export interface CreateManyItemRefusal {
  index: number;
  userMessage: string;
  errors?: FieldError[];
}

/** How many refused items a refusal lists (the count says how many there were in all). */
const LISTED_REFUSALS = 200;

/** A createMany call that wrote nothing because some items were refused (the first ones listed). */
export class CreateManyRefusal extends OperationError {
  constructor(readonly refusals: CreateManyItemRefusal[]) {
    super('createManyRefused', `${refusals.length} item(s) refused, nothing created: ${refusals.slice(0, 5).map((r) => `#${r.index} ${r.userMessage}`).join('; ')}`, 400);
  }

  get details(): { refused: number; errors: CreateManyItemRefusal[] } {
    return { refused: this.refusals.length, errors: this.refusals.slice(0, LISTED_REFUSALS) };
  }
}

function refusalOf(index: number, error: unknown): CreateManyItemRefusal {
  if (!(error instanceof OperationError)) throw error;
  const details = (error as { details?: { errors?: FieldError[] } }).details;
  return { index, userMessage: error.userMessage, ...(details?.errors ? { errors: details.errors } : {}) };
}

/**
 * createMany/{type} `{ items: [...] }`: up to MAX_CREATE_MANY items checked and written exactly as
 * create/{type} would, in one transaction — all of them or none. A refusal lists every refused item
 * (index, key, field errors). Pushes, events and notifications follow the commit (ItemStore.transaction).
 */
export function registerCreateMany(operations: OperationRegistry, services: ItemServices): void {
  const { store, permissions } = services;
  operations.register('createMany', (ctx, body) => {
    const actor = requireActor(ctx);
    const type = ctx.params[0] ?? '';
    const registry = ctx.registry();
    if (!registry.types.has(type)) throw invalidBody(`unknown item type ${JSON.stringify(type)}`);
    services.managedTypes.refuseGenericWrite(type);
    const items = bodyRecord(body).items;
    if (!Array.isArray(items) || items.length === 0) throw invalidBody('createMany needs { items: [ … ] } with at least one item');
    if (items.length > MAX_CREATE_MANY) throw new OperationError('tooManyItems', `createMany makes at most ${MAX_CREATE_MANY} items a call, not ${items.length}`, 400);
    const mayCreate = permissions.canCreate(actor, registry, type);

    return store.transaction(() => {
      const refusals: CreateManyItemRefusal[] = [];
      const ids: string[] = [];
      items.forEach((raw: unknown, index) => {
        try {
          const input = writeInput(registry, type, bodyRecord(raw));
          const { options } = input;
          const fields = withCopiedValues(registry, type, input.fields, (id) => store.get(id));
          services.writeRules.authorize({ op: 'create', actor, registry, type, next: fields }, () => mayCreate && permissions.mayOwn(actor, registry, type, fields));
          ids.push(store.create(type, fields, actor, options).$id);
        } catch (error) {
          refusals.push(refusalOf(index, error));
        }
      });
      // Throwing rolls back the items already written: all or nothing.
      if (refusals.length > 0) throw new CreateManyRefusal(refusals);
      return { created: ids.length, ids };
    });
  });
}
