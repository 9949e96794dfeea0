import { describe, expect, it } from 'vitest';
import type { ItemTypeDeclaration, LovDeclaration } from '../declarations/bundle';
import { checkWorkflowStateMap, itemStateFor } from './workflowStateMap';

const STATES: LovDeclaration = { key: 'WF', label: 'x', values: [{ key: 'NEW', t: { en: 'New' } }, { key: 'DONE', t: { en: 'Done' } }] };
const LOVS = new Map([['WF', STATES]]);

function typeWith(stateMap: Record<string, string>, state?: ItemTypeDeclaration['schema']['properties'][string]): ItemTypeDeclaration {
  return {
    key: 'Thing',
    label: 'x',
    workflow: { states: 'WF', stateMap },
    schema: { type: 'object', properties: { title: { type: 'string' }, ...(state ? { state } : {}) } },
  } as ItemTypeDeclaration;
}

describe('workflow.stateMap (business spec §6)', () => {
  it('maps a workflow state to the item state, and nothing it does not list', () => {
    const workflow = typeWith({ DONE: 'CLOSED' }).workflow;
    expect(itemStateFor(workflow, 'DONE')).toBe('CLOSED');
    expect(itemStateFor(workflow, 'NEW')).toBeUndefined();
    expect(itemStateFor({ states: 'WF' }, 'DONE')).toBeUndefined();
  });

  it('accepts a map between the workflow’s states and the state field’s values', () => {
    expect(checkWorkflowStateMap(typeWith({ NEW: 'OPEN', DONE: 'CLOSED' }, { type: 'string', enum: ['OPEN', 'CLOSED'] }), 'f', LOVS)).toEqual([]);
  });

  it('refuses unknown workflow states, values the state field lacks, and a type without a state field', () => {
    const paths = (type: ItemTypeDeclaration) => checkWorkflowStateMap(type, 'f', LOVS).map((e) => e.path);
    expect(paths(typeWith({ GONE: 'OPEN', DONE: 'ARCHIVED' }, { type: 'string', enum: ['OPEN'] }))).toEqual(['/workflow/stateMap/GONE', '/workflow/stateMap/DONE']);
    expect(paths(typeWith({ DONE: 'CLOSED' }))).toEqual(['/workflow/stateMap']);
  });
});
