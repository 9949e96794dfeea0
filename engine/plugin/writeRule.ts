import type { ItemFields, ItemJson } from '../protocol/item';
import type { Actor } from '../protocol/operations';
import type { Registry } from '../registry/registry';

/** One write an operation is about to make, as a type's write rule sees it. */
export interface GuardedWrite {
  op: 'create' | 'update' | 'delete';
  actor: Actor;
  registry: Registry;
  type: string;
  /** The stored item (update, delete). */
  current?: ItemJson;
  /** The declared fields after the write (create, update): the patch already merged. */
  next?: ItemFields;
}

/**
 * What a type adds to, or puts in place of, the generic write rule of the permission service. A
 * rule throws an OperationError (notAllowed, ValidationFailedError ...) to refuse the write.
 */
export interface WriteRule {
  /**
   * "replace": the rule alone decides who may write (the generic creator / owner-administrator rule
   * is not asked); "add": the generic rule must allow the write and this rule must not refuse it.
   */
  mode: 'replace' | 'add';
  check(write: GuardedWrite): void;
}
