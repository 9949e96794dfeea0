import { describe, expect, it } from 'vitest';
import { mayAsk, type WorkflowRights } from './askRights';
import { workflowOffer } from './offers';
import { ALICE, BOB, KINDS, started } from './workflow.testkit';

const alice: WorkflowRights = { contact: ALICE, mayForce: false, mayManage: false };
const manager: WorkflowRights = { contact: 'Contact-9', mayForce: false, mayManage: true };
const admin: WorkflowRights = { contact: undefined, mayForce: true, mayManage: true };
const stranger: WorkflowRights = { contact: BOB, mayForce: false, mayManage: false };

describe('who may ask (shared by the server and the panel)', () => {
  it('gives a step’s own work to its assignee, managers of unassigned steps, and those who may force', () => {
    const instance = started(); // review PENDING, assigned to Alice
    expect(mayAsk(alice, instance, { type: 'setStepState', step: 'review' })).toBe(true);
    expect(mayAsk(manager, instance, { type: 'setStepState', step: 'review' })).toBe(false);
    expect(mayAsk(admin, instance, { type: 'setStepState', step: 'review' })).toBe(true);
    expect(mayAsk(manager, instance, { type: 'setStepState', step: 'snapshot' })).toBe(true);
    expect(mayAsk(alice, instance, { type: 'assignStep', step: 'review' })).toBe(false);
    expect(mayAsk(manager, instance, { type: 'markReminded', step: 'review' })).toBe(false);
  });
});

describe('workflow offer', () => {
  it('offers starting to those who may manage the item, and nothing else without an instance', () => {
    expect(workflowOffer(manager, undefined, KINDS)).toMatchObject({ start: true, clear: false, steps: {} });
    expect(workflowOffer(stranger, undefined, KINDS).start).toBe(false);
  });

  it('offers the assignee the legal moves of their step and its properties, nothing on others’ steps', () => {
    const offer = workflowOffer(alice, started(), KINDS);
    expect(offer.steps.review).toEqual({ states: ['ACTIVE', 'SKIP'], properties: true, assign: false, unassign: false, forceStates: [] });
    expect(offer.steps.outcome?.states).toEqual([]);
    expect(offer).toMatchObject({ start: false, reinitialise: false, clear: false, reapply: false, forceState: false, adHocKinds: [] });
  });

  it('offers managers assignment, the moves of unassigned steps and ad-hoc kinds, but no forcing', () => {
    const offer = workflowOffer(manager, started(), KINDS);
    expect(offer.steps.review).toMatchObject({ states: [], assign: true, unassign: true, forceStates: [] });
    expect(offer.steps.snapshot).toMatchObject({ states: ['PENDING', 'SKIP'], assign: true, unassign: false, properties: false });
    expect(offer).toMatchObject({ reinitialise: true, clear: false, reapply: false, adHocKinds: ['SIMPLE'] });
  });

  it('offers those who may force every other state of a step and the workflow-wide forced actions', () => {
    const offer = workflowOffer(admin, started(), KINDS);
    expect(offer.steps.confirm?.forceStates).toEqual(['PENDING', 'COMPLETE', 'SKIP']);
    expect(offer).toMatchObject({ forceState: true, clear: true, reapply: true });
  });

  it('offers nothing but forcing on a finished step', () => {
    const instance = started();
    const done = { ...instance, steps: instance.steps.map((step) => (step.id === 'review' ? { ...step, state: 'COMPLETE' as const } : step)) };
    expect(workflowOffer(alice, done, KINDS).steps.review).toEqual({ states: [], properties: false, assign: false, unassign: false, forceStates: [] });
    expect(workflowOffer(admin, done, KINDS).steps.review).toMatchObject({ properties: true, assign: false, forceStates: ['BLANK', 'PENDING', 'ACTIVE', 'SKIP'] });
  });
});
