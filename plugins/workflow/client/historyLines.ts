import { WORKFLOW_EVENT_KINDS } from '../../../engine/workflow';

/** Events the panel's history lists at most (the item's timeline has them all). */
export const HISTORY_MAX = 50;

/** The search of an item's workflow events, newest first. */
export function historySearch(itemId: string): Record<string, unknown> {
  return {
    must: [
      { kind: 'type', value: 'Event' },
      { prop: 'context', kind: 'eq', value: itemId },
      { prop: 'kind', kind: 'in', value: [...WORKFLOW_EVENT_KINDS] },
    ],
    sort: [{ field: '_c.ts', order: 'desc' }],
    max: HISTORY_MAX,
  };
}

/** One line of the history: what happened, who did it, when, and the event's values. */
export interface HistoryLine {
  id: string;
  kind: string;
  by?: string;
  at?: string;
  params: Record<string, string>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** History lines from the read Event items, newest first; anything that is not a workflow event is left out. */
export function historyLines(events: readonly unknown[]): HistoryLine[] {
  const kinds: readonly string[] = WORKFLOW_EVENT_KINDS;
  const lines = events.filter(isRecord).flatMap((event): HistoryLine[] => {
    if (typeof event.$id !== 'string' || typeof event.kind !== 'string' || !kinds.includes(event.kind)) return [];
    const created = isRecord(event._c) ? event._c : {};
    const params: Record<string, string> = {};
    if (isRecord(event.params)) for (const [name, value] of Object.entries(event.params)) if (typeof value === 'string') params[name] = value;
    return [
      {
        id: event.$id,
        kind: event.kind,
        ...(typeof created.by === 'string' ? { by: created.by } : {}),
        ...(typeof created.ts === 'string' ? { at: created.ts } : {}),
        params,
      },
    ];
  });
  return lines.sort((a, b) => ((a.at ?? '') < (b.at ?? '') ? 1 : (a.at ?? '') > (b.at ?? '') ? -1 : 0));
}

/**
 * The details of a line in reading order: the step, then the move (from → to). Values naming
 * messages (step labels of kinds, step states) are translated by `text`; workflow states (keys of the
 * state list) by `state`.
 */
export function historyDetail(line: HistoryLine, text: (value: string) => string, state: (key: string) => string): string[] {
  const { step, from, to } = line.params;
  const workflowStates = line.kind === 'WKF_FORCED_STATE' || line.kind === 'WKF_MANUAL_INIT';
  const show = (value: string) => (workflowStates ? state(value) : text(value));
  const parts: string[] = [];
  if (step !== undefined) parts.push(text(step));
  if (from !== undefined && to !== undefined) parts.push(`${show(from)} → ${show(to)}`);
  else if (to !== undefined) parts.push(show(to));
  return parts;
}
