import type { ServerPluginContext } from '../../../engine/plugin/serverPlugin';
import type { ItemFields, ItemJson } from '../../../engine/protocol/item';
import { SYSTEM_WRITER } from '../../../engine/protocol/item';
import type { Registry } from '../../../engine/registry/registry';
import { SELECTED_RESPONSE_STATES } from '../consultStates';
import { text, texts } from './lookup';

/** Response fields the server maintains so the spec §2 shortcuts are plain indexed searches. */
export const SHORTCUT_FIELDS = ['workers', 'initial', 'overdue'] as const;

const OVERDUE_TIMER = 'responseOverdue';

interface WorkflowPart {
  state?: unknown;
  $assigned?: unknown;
}

function workflowOf(response: ItemJson): WorkflowPart | undefined {
  return typeof response._wf === 'object' && response._wf !== null ? (response._wf as WorkflowPart) : undefined;
}

function isInitState(registry: Registry, state: unknown): boolean {
  const values = registry.lovs.get('RWF_STATES')?.values ?? [];
  return values.some((value) => value.key === state && value.superState === 'INIT');
}

/** When an anticipated response date (YYYY-MM-DD) begins: "before now" from then on. */
function overdueFrom(response: ItemJson): number | undefined {
  const date = text(response.anticipatedResponse);
  const at = date === undefined ? NaN : Date.parse(`${date}T00:00:00.000Z`);
  return Number.isNaN(at) ? undefined : at;
}

/**
 * RWF_MINE: who works it — its internal contacts and its workflow's current assignee.
 * RWF_INIT: selected, and no workflow or one in a state of super-state INIT.
 * RWF_OVERDUE: PENDING (selected), and the anticipated response date is before now.
 */
export function shortcutValues(registry: Registry, response: ItemJson, now: number): ItemFields {
  const wf = workflowOf(response);
  const workers = [...new Set([...texts(response.internalContacts), ...texts([wf?.$assigned])])];
  const selected = (SELECTED_RESPONSE_STATES as readonly unknown[]).includes(response.state);
  const due = overdueFrom(response);
  return {
    workers: workers.length === 0 ? null : workers,
    initial: selected && (wf === undefined || wf.state === undefined || isInitState(registry, wf.state)),
    overdue: response.state === 'PENDING' && due !== undefined && due <= now,
  };
}

function differs(item: ItemJson, fields: ItemFields): boolean {
  return Object.entries(fields).some(([name, value]) => JSON.stringify(item[name] ?? null) !== JSON.stringify(value ?? null));
}

/** Brings one response's shortcut fields up to date and keeps its overdue timer at the date's start. */
export function refreshShortcuts(context: ServerPluginContext, id: string, manageTimer = true): void {
  context.items.transaction(() => {
    const response = context.items.get(id);
    if (!response) return;
    const now = Date.now();
    const fields = shortcutValues(context.registry(), response, now);
    if (differs(response, fields)) context.items.update(id, fields, response._u, SYSTEM_WRITER);
    if (!manageTimer) return;
    const due = overdueFrom(response);
    if (response.state === 'PENDING' && due !== undefined && due > now) context.timers.set(OVERDUE_TIMER, id, new Date(due));
    else context.timers.cancel(OVERDUE_TIMER, id);
  });
}

export function registerShortcutFields(context: ServerPluginContext): void {
  context.hooks.afterWrite('ConsultResponse', (change) => {
    if (change.op !== 'delete') refreshShortcuts(context, change.item.$id);
  });
  // The date began: the response turns overdue (exactly once, also across restarts).
  context.timers.handle(OVERDUE_TIMER, (timer) => refreshShortcuts(context, timer.key, false));
}
