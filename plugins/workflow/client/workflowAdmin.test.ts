import { describe, expect, it } from 'vitest';
import type { StepKindDeclaration } from '../../../engine/declarations/bundle';
import { errorsUnder } from './definitionErrors';
import { instanceCountRequest, instanceSearchLink, stateCountsOf } from './instanceCounts';
import { moveStep, nextStepId, settingsModel, stepFieldsModel, stepsOf } from './stepDrafts';
import { canonicalJson, changedSincePublish, publishDates } from './workflowSummary';
import { refusalMessageId, refusalOf, updateBody } from './workflowWrites';

const confirm: StepKindDeclaration = {
  key: 'WKF_CONFIRM',
  label: 'steps.WKF_CONFIRM.label',
  states: ['BLANK', 'PENDING', 'COMPLETE', 'SKIP'],
  properties: { type: 'object', properties: { confirmed: { type: 'boolean' }, note: { type: 'string', maxLength: 4000 } }, required: ['confirmed'] },
};

describe('step forms', () => {
  it('offer the state list values for the workflow states, and no state on active for kinds never active', () => {
    const model = stepFieldsModel(confirm, 'WKF_STATES');
    expect(Object.keys(model.schema.properties)).toEqual(['label', 'assignee', 'dueDays', 'stateOnComplete']);
    expect(model.schema.properties.stateOnComplete?.lov).toBe('WKF_STATES');
    expect(model.uiSchema.assignee).toMatchObject({ 'ui:widget': 'item-ref', 'ui:options': { label: 'types.Workflow.fields.steps.assignee' } });
    expect(Object.keys(stepFieldsModel({ ...confirm, states: ['BLANK', 'ACTIVE', 'COMPLETE'] }, undefined).schema.properties)).toContain('stateOnActive');
    expect(stepFieldsModel(confirm, undefined).schema.properties.stateOnComplete?.lov).toBeUndefined();
  });

  it('edit a kind’s settings from its properties, translated, with required values left to the assignee', () => {
    const model = settingsModel(confirm);
    expect(model?.schema.required).toBeUndefined();
    expect(model?.uiSchema.confirmed).toMatchObject({ 'ui:widget': 'checkbox', 'ui:options': { label: 'steps.WKF_CONFIRM.properties.confirmed' } });
    expect(model?.uiSchema.note).toMatchObject({ 'ui:widget': 'textarea', 'ui:options': { width: 'FULL' } });
    expect(settingsModel({ ...confirm, properties: { type: 'object', properties: {} } })).toBeUndefined();
  });

  it('give new steps an unused id and move steps within the list', () => {
    expect(nextStepId([])).toBe('step-1');
    expect(nextStepId([{ id: 'step-2', kind: 'A' }, { id: 'x', kind: 'A' }])).toBe('step-3');
    expect(nextStepId([{ id: 'step-2', kind: 'A' }])).toBe('step-3');
    expect(moveStep(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveStep(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(stepsOf([{ id: 'a', kind: 'K' }, 'junk', null])).toEqual([{ id: 'a', kind: 'K' }]);
  });
});

describe('workflow summary', () => {
  const published = { key: 'K', label: 'L', itemTypes: ['Case'], stateList: 'WKF_STATES', initialState: 'OPEN', steps: [{ id: 'a', kind: 'WKF_CONFIRM' }] };

  it('tells unpublished changes from the latest version, whatever the key order', () => {
    expect(changedSincePublish({ ...published })).toBe(true);
    const item = { ...published, published: 1, versions: [{ ...published, version: 1 }] };
    expect(changedSincePublish(item)).toBe(false);
    expect(changedSincePublish({ ...item, steps: [{ kind: 'WKF_CONFIRM', id: 'a' }] })).toBe(false);
    expect(changedSincePublish({ ...item, steps: [{ id: 'a', kind: 'WKF_CONFIRM', dueDays: 3 }] })).toBe(true);
    expect(canonicalJson({ b: 1, a: [1, { d: 2, c: undefined }] })).toBe('{"a":[1,{"d":2}],"b":1}');
  });

  it('dates each version by the write that published it', () => {
    const dates = publishDates([
      { ts: '2026-01-01T00:00:00Z', changes: { label: { new: 'L' } } },
      { ts: '2026-01-02T00:00:00Z', changes: { published: { new: 1 } } },
      { ts: '2026-01-03T00:00:00Z', changes: { published: { old: 1, new: 2 } } },
    ]);
    expect([...dates]).toEqual([
      [1, '2026-01-02T00:00:00Z'],
      [2, '2026-01-03T00:00:00Z'],
    ]);
  });
});

describe('instance counts', () => {
  it('count the items of the workflow type by state, without ids', () => {
    expect(instanceCountRequest('K', ['Case'])).toEqual({
      must: [
        { kind: 'type', value: 'Case' },
        { prop: '_wf.definition', kind: 'eq', value: 'K' },
      ],
      facets: [{ field: '_wf.state', kind: 'terms' }],
      max: 0,
    });
    expect(stateCountsOf({ facets: { '_wf.state': [{ key: 'OPEN', count: 1 }, { key: 'DONE', count: 3 }, { key: 'X', count: 0 }] } })).toEqual([
      { state: 'DONE', count: 3 },
      { state: 'OPEN', count: 1 },
    ]);
    expect(stateCountsOf({})).toEqual([]);
  });

  it('open a count as the search of the items running the type in that state, with the counted filters', () => {
    const link = instanceSearchLink('K', ['Case'], 'OPEN', 'Review · Open');
    expect(link).toEqual({
      types: ['Case'],
      filters: [
        { prop: '_wf.definition', kind: 'eq', value: 'K' },
        { prop: '_wf.state', kind: 'eq', value: 'OPEN' },
      ],
      title: 'Review · Open',
    });
    // The search finds what was counted: the count's own filters plus its state.
    expect(link.filters?.slice(0, 1)).toEqual(instanceCountRequest('K', ['Case']).must?.slice(1));
  });
});

describe('writes and refusals', () => {
  it('send removed fields as null and keep the base _u', () => {
    expect(updateBody({ $id: 'Workflow-1', _u: 4, label: 'A', description: 'd' }, { label: 'B' }, ['label', 'description', 'owner'])).toEqual({ $id: 'Workflow-1', _u: 4, label: 'B', description: null });
  });

  it('read a refusal’s message, values and field errors, and re-root errors under a step', () => {
    const failure = Object.assign(new Error('sys'), { userMessage: 'validationFailed', details: { errors: [{ path: '/steps/1/settings/note', messageId: 'errors.maxLength', values: {} }] } });
    const refusal = refusalOf(failure);
    expect(refusalMessageId(refusal)).toBe('errors.validationFailed');
    expect(refusalMessageId({ ...refusal, messageId: 'workflow.errors.keyTaken' })).toBe('workflow.errors.keyTaken');
    expect(errorsUnder(refusal.fieldErrors, '/steps/1/settings')).toEqual([{ path: '/note', messageId: 'errors.maxLength', values: {} }]);
    expect(errorsUnder(refusal.fieldErrors, '/steps/0')).toEqual([]);
  });
});
