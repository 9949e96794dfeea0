import { protocolTypes } from './protocolTypes';
import type { OutputFile } from './writeIfChanged';

/** Schemas of the workflow engine's data: published definitions and the _wf instance on items. */
export const WORKFLOW_SCHEMAS = ['workflow-definition.schema.json', 'workflow-instance.schema.json'] as const;

export const WORKFLOW_FILE = 'generated/workflow.ts';

/** generated/workflow.ts: the TypeScript engine/workflow (and the server storing its data) imports. */
export function workflowTypes(dir = 'schemas'): Promise<OutputFile> {
  return protocolTypes(dir, WORKFLOW_SCHEMAS, WORKFLOW_FILE);
}
