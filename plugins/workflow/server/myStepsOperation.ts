import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import { badRequest, OperationError, type OperationContext } from '../../../engine/protocol/operations';
import type { WorkflowDefinition } from '../../../engine/workflow';
import { currentStep, myStepsSearch, workflowTypesOf, type MyStepRow, type MyStepsReply } from '../mySteps/mySteps';
import { publishedDefinition } from './definitions';
import { instanceOf } from './reminders';

/** Largest page one call answers (the view pages through more). */
const MAX_PAGE = 200;
const DEFAULT_PAGE = 50;

function pageOf(body: unknown): { max: number; offset: number } {
  const record = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const whole = (value: unknown, fallback: number): number => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : fallback);
  if ((record.max !== undefined && whole(record.max, -1) < 0) || (record.offset !== undefined && whole(record.offset, -1) < 0)) {
    throw badRequest('max and offset are whole numbers');
  }
  return { max: Math.min(whole(record.max, DEFAULT_PAGE), MAX_PAGE), offset: whole(record.offset, 0) };
}

/**
 * act/workflow.mySteps `{ max?, offset? }`: the signed-in user's steps, soonest due first (overdue
 * ones lead), one row per item: the declared "My steps" search (mySteps.ts) run as the asker, each
 * hit's current step with its label from the instance's published definition. Items the asker may
 * not read are never found; step labels are looked up once per definition version.
 */
export function registerMyStepsOperation(context: ServerPluginContext): void {
  context.operations.register('act/workflow.mySteps', (ctx: OperationContext, body): MyStepsReply => {
    const actor = ctx.actor;
    if (!actor) throw new OperationError('identFailed', 'sign in first', 401);
    const page = pageOf(body);
    const types = workflowTypesOf(context.registry());
    if (types.length === 0) return { rows: [], total: 0 };
    const found = context.items.search(actor, myStepsSearch(types, page));
    const definitions = new Map<string, WorkflowDefinition | undefined>();
    const definitionOf = (key: string, version: number): WorkflowDefinition | undefined => {
      const cacheKey = `${key}@${version}`;
      if (!definitions.has(cacheKey)) definitions.set(cacheKey, publishedDefinition(context.items, key, version));
      return definitions.get(cacheKey);
    };
    const rows: MyStepRow[] = [];
    for (const id of found.ids) {
      const item = context.items.read(actor, id);
      const instance = instanceOf(item);
      const step = instance === undefined ? undefined : currentStep(instance);
      if (!item || !instance || !step) continue;
      const label = step.label ?? definitionOf(instance.definition, instance.version)?.steps.find((s) => s.id === step.id)?.label;
      rows.push({
        id,
        type: item._t,
        title: found.labels?.[id] ?? id,
        step: { id: step.id, kind: step.kind, state: step.state, ...(label === undefined ? {} : { label }) },
        ...(instance.$assignedDue === undefined ? {} : { due: instance.$assignedDue }),
      });
    }
    return { rows, total: found.total };
  });
}
