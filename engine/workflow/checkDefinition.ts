import type Ajv2020 from 'ajv/dist/2020';
import type { ValidateFunction } from 'ajv';
import definitionSchema from '../../schemas/workflow-definition.schema.json';
import type { StepKindDeclaration } from '../declarations/bundle';
import type { ValidationContext } from '../validation/context';
import { createFormAjv } from '../validation/createFormAjv';
import { toFieldErrors, type FieldError } from '../validation/fieldErrors';
import type { WorkflowErrorKey } from './errorKeys';
import type { WorkflowDefinition } from './model';
import { checkStepProperties } from './stepProperties';

/** What a definition may name: the registry's step kinds, and where known the item types and the state list's keys. */
export interface DefinitionScope {
  kinds: ReadonlyMap<string, StepKindDeclaration>;
  itemTypes?: ReadonlySet<string>;
  /** Keys of the definition's state list (initialState, stateOnActive, stateOnComplete must be among them). */
  stateKeys?: ReadonlySet<string>;
  lovKeys?: ValidationContext['lovKeys'];
}

let ajv: Ajv2020 | undefined;
let validate: ValidateFunction | undefined;

/** The definition's schema compiled once with the one form ajv (same formats and error messages as forms). */
function validator(): ValidateFunction {
  ajv ??= createFormAjv();
  validate ??= ajv.compile(definitionSchema);
  return validate;
}

/**
 * Checks a definition before it is published: its shape (schemas/workflow-definition.schema.json),
 * unique step ids, known kinds, item types and states, settings valid for their kind (required
 * values may be left to the assignee), stateOnActive only on kinds that have ACTIVE. Errors are
 * field errors (JSON pointer into the definition, message id, values) the editor shows in place.
 */
export function checkDefinition(definition: unknown, scope: DefinitionScope): FieldError[] {
  const check = validator();
  if (!check(definition)) return toFieldErrors(check.errors);
  const { steps, itemTypes, initialState } = definition as WorkflowDefinition;
  const errors: FieldError[] = [];
  const fail = (path: string, messageId: WorkflowErrorKey, values: FieldError['values']): void => {
    errors.push({ path, messageId, values });
  };
  const needState = (path: string, state: string | undefined): void => {
    if (state !== undefined && scope.stateKeys && !scope.stateKeys.has(state)) fail(path, 'workflow.errors.unknownState', { state });
  };
  itemTypes.forEach((type, i) => {
    if (scope.itemTypes && !scope.itemTypes.has(type)) fail(`/itemTypes/${i}`, 'workflow.errors.unknownItemType', { type });
  });
  needState('/initialState', initialState);
  const seen = new Set<string>();
  steps.forEach((step, i) => {
    const at = `/steps/${i}`;
    if (seen.has(step.id)) fail(`${at}/id`, 'workflow.errors.duplicateStep', { step: step.id });
    seen.add(step.id);
    needState(`${at}/stateOnActive`, step.stateOnActive);
    needState(`${at}/stateOnComplete`, step.stateOnComplete);
    const kind = scope.kinds.get(step.kind);
    if (!kind) {
      fail(`${at}/kind`, 'workflow.errors.unknownKind', { kind: step.kind });
      return;
    }
    if (step.stateOnActive !== undefined && !kind.states.includes('ACTIVE')) fail(`${at}/stateOnActive`, 'workflow.errors.stepNeverActive', { kind: kind.key });
    const settingErrors = checkStepProperties(kind, step.settings ?? {}, 'partial', { admin: true, lovKeys: scope.lovKeys });
    errors.push(...settingErrors.map((e) => ({ ...e, path: `${at}/settings${e.path}` })));
  });
  return errors;
}
