import type { StepKindDeclaration } from '../declarations/bundle';
import type { ValidationContext } from '../validation/context';
import type { FieldError } from '../validation/fieldErrors';
import type { WorkflowDefinition, WorkflowInstance, WorkflowStep, WorkflowStepDefinition, WorkflowStepState } from '../../generated/workflow';
import type { WorkflowErrorKey } from './errorKeys';
import type { WorkflowEventKind } from './eventKinds';

export type { WorkflowDefinition, WorkflowInstance, WorkflowStep, WorkflowStepDefinition, WorkflowStepState };

/** The five step states of business spec §4, in their usual order. */
export const STEP_STATES: readonly WorkflowStepState[] = ['BLANK', 'PENDING', 'ACTIVE', 'COMPLETE', 'SKIP'];

/** What every action is given besides the instance and its payload. Nothing here is read from a clock or a store. */
export interface WorkflowContext {
  /** Contact id of who acts: stamps and events name them. */
  actor: string;
  /** May force (workflow state, step state), clear and apply steps: decided by the server (administrators). */
  mayForce: boolean;
  /** The time of the action, ISO 8601 (the server's clock, read once per request). */
  now: string;
  /** Step kind declarations by key (registry.steps). */
  kinds: ReadonlyMap<string, StepKindDeclaration>;
  /**
   * The definition of the instance's key and version (dues, default states), or for setWorkflow and
   * applySteps the version to set or apply.
   */
  definition?: WorkflowDefinition;
  /** Keys of the definition's state list (forceWorkflowState checks its target against them). */
  workflowStates?: ReadonlySet<string>;
  /** Keys of lists of values, so step properties naming a list (lov) are checked. */
  lovKeys?: ValidationContext['lovKeys'];
}

/** A refusal: a translation key (texts in plugins/workflow/messages) with its values. */
export interface WorkflowError {
  key: WorkflowErrorKey;
  params: Record<string, string | number>;
  /** For invalidProperties and propertiesIncomplete: the field errors of the step's properties form. */
  fieldErrors?: FieldError[];
}

/** Something that happened, for the item's timeline and notifications (kinds in eventKinds.ts). */
export interface WorkflowEvent {
  kind: WorkflowEventKind;
  /** Contact id of the actor and time of the action. */
  by: string;
  at: string;
  step?: string;
  /** Step states for step events, workflow states for WKF_MANUAL_INIT and WKF_FORCED_STATE. */
  from?: string;
  to?: string;
  /** The change followed from the rules (next step opened, snapshot step moved on), not from the actor's choice. */
  auto?: boolean;
  /** The workflow state changed with this step change (the step's stateOnActive / stateOnComplete). */
  workflowState?: { from: string; to: string };
  assignee?: string;
  due?: string;
  definition?: string;
  version?: number;
  /** WKF_APPLIED_STEPS: version before, steps added and removed. */
  fromVersion?: number;
  added?: string[];
  removed?: string[];
}

/** Work the server carries out after writing the item; the engine performs nothing. */
export interface WorkflowEffect {
  kind: 'WKF_SNAPSHOT_REQUESTED';
  step: string;
}

export type WorkflowResult<I = WorkflowInstance> =
  | { ok: true; instance: I; events: WorkflowEvent[]; effects: WorkflowEffect[] }
  | { ok: false; error: WorkflowError };

/** The instance kept on an item, or none. */
export type MaybeInstance = WorkflowInstance | null | undefined;
