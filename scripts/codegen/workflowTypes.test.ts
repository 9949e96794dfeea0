import { describe, expect, it } from 'vitest';
import { compileVirtual } from './compileVirtual.testkit';
import { WORKFLOW_FILE, workflowTypes } from './workflowTypes';

describe('workflowTypes', () => {
  it('writes generated/workflow.ts with the definition and instance types', async () => {
    const file = await workflowTypes();
    expect(file.path).toBe(WORKFLOW_FILE);
    expect(file.content).toContain('export interface WorkflowDefinition {');
    expect(file.content).toContain('export interface WorkflowInstance {');
    expect(file.content).toContain('export type WorkflowStepState = "BLANK" | "PENDING" | "ACTIVE" | "COMPLETE" | "SKIP";');
  });

  it('emits types that hold instances to the schema', async () => {
    const usage = [
      "import type { WorkflowInstance } from './workflow';",
      "export const wf: WorkflowInstance = { definition: 'RWF_STANDARD', version: 1, state: 'NEW', steps: [{ id: 'assign', kind: 'RWF_ASSIGN', state: 'PENDING', properties: { note: 'x' }, stamp: { by: 'Contact-1', at: '2026-01-01T00:00:00Z' } }] };",
      '// @ts-expect-error a step state outside the five is refused',
      "export const bad: WorkflowInstance = { definition: 'A', version: 1, state: 'NEW', steps: [{ id: 'a', kind: 'A', state: 'DONE' }] };",
    ].join('\n');
    expect(compileVirtual({ 'workflow.ts': (await workflowTypes()).content, 'usage.ts': usage })).toEqual([]);
  });
});
