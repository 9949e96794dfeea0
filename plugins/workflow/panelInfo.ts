import type { WorkflowRights } from '../../engine/workflow';

/** One published version as the panel shows it: its label and the labels of its steps. */
export interface WorkflowSummary {
  key: string;
  label: string;
  version: number;
  /** The type's latest published version (re-applying offers moving to it). */
  latest: number;
  steps: { id: string; kind: string; label?: string }[];
}

/** The answer of act/workflow.panel/{itemId} (server/panelOperation.ts). */
export interface WorkflowPanelInfo {
  rights: Omit<WorkflowRights, 'contact'> & { contact?: string };
  /** The running instance's version; absent without an instance or when that version is gone. */
  workflow?: WorkflowSummary;
  /** Workflow types the asker may start on the item (empty when it runs one or they may not). */
  startable: WorkflowSummary[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function summary(value: unknown): WorkflowSummary | undefined {
  if (!isRecord(value) || typeof value.key !== 'string' || typeof value.version !== 'number') return undefined;
  const steps = Array.isArray(value.steps) ? value.steps.filter(isRecord) : [];
  return {
    key: value.key,
    label: typeof value.label === 'string' ? value.label : value.key,
    version: value.version,
    latest: typeof value.latest === 'number' ? value.latest : value.version,
    steps: steps.flatMap((step) =>
      typeof step.id === 'string' && typeof step.kind === 'string' ? [{ id: step.id, kind: step.kind, ...(typeof step.label === 'string' ? { label: step.label } : {}) }] : [],
    ),
  };
}

/** The panel's information from the server's answer, read defensively (anything malformed grants nothing). */
export function parsePanelInfo(reply: unknown): WorkflowPanelInfo {
  const record = isRecord(reply) ? reply : {};
  const rights = isRecord(record.rights) ? record.rights : {};
  const workflow = summary(record.workflow);
  return {
    rights: { mayForce: rights.mayForce === true, mayManage: rights.mayManage === true, ...(typeof rights.contact === 'string' ? { contact: rights.contact } : {}) },
    ...(workflow ? { workflow } : {}),
    startable: Array.isArray(record.startable) ? record.startable.flatMap((entry) => summary(entry) ?? []) : [],
  };
}
