import type { Facet, FieldSchema, Header, ItemTypeDeclaration } from '../declarations/bundle';

/** The field a workflow instance lives in on items of types declaring `workflow` (engine/workflow). */
export const WORKFLOW_FIELD = '_wf';

/**
 * The field schema of `_wf` in the item vocabulary: what the store validates on every write and what
 * search indexes. The workflow actions check the full instance shape themselves
 * (schemas/workflow-instance.schema.json); here steps are kept open so new step data never breaks a write.
 */
export function workflowFieldSchema(states: string): FieldSchema {
  return {
    type: 'object',
    properties: {
      definition: { type: 'string' },
      version: { type: 'integer', minimum: 1 },
      state: { type: 'string', lov: states },
      $assigned: { type: 'string', format: 'item-id', itemTypes: ['Contact'] },
      $assignedDue: { type: 'string', format: 'date-time' },
      steps: { type: 'array', items: { type: 'object' } },
    },
    required: ['definition', 'version', 'state', 'steps'],
  };
}

const HEADERS: Header[] = [
  { field: `${WORKFLOW_FIELD}.state`, label: 'workflow.fields.state', sortable: true, adminOnly: true },
  { field: `${WORKFLOW_FIELD}.$assigned`, label: 'workflow.fields.assigned', sortable: true },
  { field: `${WORKFLOW_FIELD}.$assignedDue`, label: 'workflow.fields.assignedDue', sortable: true },
];
const FACETS: Facet[] = [
  { field: `${WORKFLOW_FIELD}.state`, kind: 'lov', label: 'workflow.fields.state', adminOnly: true },
  { field: `${WORKFLOW_FIELD}.$assigned`, kind: 'terms', label: 'workflow.fields.assigned' },
  // Which workflow type an item runs: the workflow administration counts instances per type and state.
  { field: `${WORKFLOW_FIELD}.definition`, kind: 'terms', label: 'workflow.fields.definition', adminOnly: true },
];

/**
 * A type declaring `workflow` gains `_wf` (hidden from forms, managed: only workflow actions write it)
 * and its searchable parts: state (administrators only, business spec §6), assignee and due time.
 * Headers and facets the type declares for the same fields win.
 */
export function withWorkflow(declared: ItemTypeDeclaration): ItemTypeDeclaration {
  if (declared.workflow === undefined) return declared;
  const search = declared.search ?? {};
  return {
    ...declared,
    schema: { ...declared.schema, properties: { ...declared.schema.properties, [WORKFLOW_FIELD]: workflowFieldSchema(declared.workflow.states) } },
    fields: { ...declared.fields, [WORKFLOW_FIELD]: { hidden: true, managed: true, label: 'workflow.fields.workflow' } },
    search: { ...search, headers: [...(search.headers ?? []), ...HEADERS], facets: [...(search.facets ?? []), ...FACETS] },
  };
}
