import type { SqlClient } from '../db/sqlClient';
import type { Visibility } from '../../engine/declarations/systemFields';
import type { Writer } from '../../engine/protocol/item';
import type { Registry } from '../../engine/registry/registry';
import type { ValidationContext } from '../../engine/validation/context';
import type { FieldsValidator } from '../../engine/validation/itemValidator';
import type { CreatedStamp, ItemFields, ItemJson } from './itemShape';

/** The validator of one type's declared fields (see createValidatorProvider). */
export type ValidatorProvider = (registry: Registry, type: string) => FieldsValidator;

/** The item a validation run checks: its type, its id once it exists, its declared fields. */
export interface ValidatedItem {
  type: string;
  /** Absent on create. */
  id?: string;
  fields: ItemFields;
}

/**
 * What validation knows beyond the fields (administrator writer, keys of the lists of values). The
 * default knows the declared list values only; the item services add the run-time LOVValue items.
 */
export type ValidationContextProvider = (registry: Registry, writer: Writer, item: ValidatedItem) => ValidationContext;

/** One item of a createMany: its fields and the system values create takes. */
export interface NewItem {
  fields: ItemFields;
  options?: WriteOptions;
}

/** A caller's check of one new item (its fields with copies set), throwing its refusal. */
export type NewItemCheck = (fields: ItemFields, index: number) => void;

export interface WriteOptions {
  /** Visibility level; on create defaults to the type's view.defaultAccess, else COMMUNITY. */
  access?: Visibility;
  /** Raw write of the creation stamp: administrators only. */
  created?: CreatedStamp;
}

/** Runs inside a delete's transaction while the row still exists (to note who may read it). */
export type BeforeDeleteListener = (item: ItemJson) => void;

export interface ItemStoreOptions {
  db: SqlClient;
  registry: () => Registry;
  validators: ValidatorProvider;
  /** Default: declaredLovContext (declared list values only). */
  validationContext?: ValidationContextProvider;
  now?: () => Date;
  /** Where a failing change listener is reported (a listener never undoes a committed write). */
  onListenerError?: (error: unknown) => void;
  /**
   * Whether a deferred createMany's creations are told with their change row (`ItemChange.creationRow`),
   * so their Events are answered from it instead of stored (server/items/README.md); default false.
   */
  creationEventsFromChangeRows?: boolean;
}
