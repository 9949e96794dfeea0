import { describe, expect, it } from 'vitest';
import type { ItemTypeDeclaration } from '../declarations/bundle';
import { compileType } from './compileType';
import { WORKFLOW_FIELD } from './workflowField';

const response: ItemTypeDeclaration = {
  key: 'Answer',
  schema: { type: 'object', properties: { title: { type: 'string' } } },
  workflow: { states: 'ANSWER_STATES' },
  search: { headers: [{ field: `${WORKFLOW_FIELD}.$assignedDue`, label: 'answer.due', sortable: false }] },
};

describe('types declaring workflow', () => {
  const { declaration, search } = compileType(response, new Map());

  it('carry _wf: state from their state list, assignee, due, steps; hidden from forms and managed', () => {
    const wf = declaration.schema.properties[WORKFLOW_FIELD];
    expect(wf?.properties?.state).toEqual({ type: 'string', lov: 'ANSWER_STATES' });
    expect(wf?.properties?.$assigned).toMatchObject({ format: 'item-id', itemTypes: ['Contact'] });
    expect(wf?.properties?.$assignedDue).toEqual({ type: 'string', format: 'date-time' });
    expect(declaration.fields[WORKFLOW_FIELD]).toMatchObject({ hidden: true, managed: true });
  });

  it('search state (administrators only), assignee and due; the type’s own header wins', () => {
    const headers = declaration.search.headers.map((h) => [h.field, h.label, h.sortable, h.adminOnly === true]);
    expect(headers).toEqual([
      ['_wf.$assignedDue', 'answer.due', false, false],
      ['_wf.state', 'workflow.fields.state', true, true],
      ['_wf.$assigned', 'workflow.fields.assigned', true, false],
    ]);
    expect(declaration.search.facets.map((f) => [f.field, f.kind, f.adminOnly === true])).toEqual([
      ['_wf.state', 'lov', true],
      ['_wf.$assigned', 'terms', false],
      ['_wf.definition', 'terms', true],
    ]);
    expect(search.indexedFields).toEqual(expect.arrayContaining(['_wf.state', '_wf.$assigned', '_wf.$assignedDue', '_wf.definition']));
  });

  it('leave types without workflow untouched', () => {
    const plain = compileType({ key: 'Plain', schema: { type: 'object', properties: { a: { type: 'string' } } } }, new Map());
    expect(plain.declaration.schema.properties[WORKFLOW_FIELD]).toBeUndefined();
  });
});
