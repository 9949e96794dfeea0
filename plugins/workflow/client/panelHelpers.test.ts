import { describe, expect, it } from 'vitest';
import type { Translate } from '../../../engine/react/i18n/translate';
import { parsePanelInfo } from '../panelInfo';
import { historyDetail, historyLines } from './historyLines';
import { refusalFieldErrors, refusalText } from './refusalText';
import { ASSIGN_FORM, propertiesPatch, stepPropertiesForm } from './stepForms';

const MESSAGES: Record<string, string> = {
  'workflow.errors.sameState': 'Nothing to change.',
  'workflow.errors.illegalTransition': 'A step cannot go from {from} to {to}.',
  'errors.staleUpdate': 'Someone changed this meanwhile.',
  'workflow.panel.failed': 'This could not be done.',
  'workflow.stepStates.PENDING': 'To do',
  'workflow.stepStates.COMPLETE': 'Done',
  'steps.WKF_CONFIRM.label': 'Confirmation',
};
const t: Translate = (id, values) => {
  if (id === undefined) return '';
  const text = MESSAGES[id];
  if (text === undefined) return id;
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? `{${name}}`));
};

describe('refusals as the user reads them', () => {
  it('translates the workflow’s keys with their values and the platform’s through errors.*', () => {
    expect(refusalText(t, { userMessage: 'workflow.errors.illegalTransition', details: { params: { from: 'PENDING', to: 'BLANK' } } })).toBe('A step cannot go from PENDING to BLANK.');
    expect(refusalText(t, Object.assign(new Error('stale'), { userMessage: 'staleUpdate' }))).toBe('Someone changed this meanwhile.');
    expect(refusalText(t, new Error('workflow.errors.sameState'))).toBe('Nothing to change.');
  });

  it('never shows a raw key or server jargon', () => {
    expect(refusalText(t, { userMessage: 'workflow.errors.brandNew' })).toBe('This could not be done.');
    expect(refusalText(t, new Error('socket hang up'))).toBe('This could not be done.');
    expect(refusalText(t, undefined)).toBe('This could not be done.');
  });

  it('keeps the field errors of a refused properties change', () => {
    const error = { userMessage: 'workflow.errors.propertiesIncomplete', details: { errors: [{ path: '/confirmed', messageId: 'errors.required', values: {} }, { nonsense: true }] } };
    expect(refusalFieldErrors(error)).toEqual([{ path: '/confirmed', messageId: 'errors.required', values: {} }]);
    expect(refusalFieldErrors(new Error('x'))).toEqual([]);
  });
});

describe('step forms', () => {
  it('generates the properties form of a kind without `required` (values are filled in over time)', () => {
    const model = stepPropertiesForm('WKF_CONFIRM', { type: 'object', properties: { confirmed: { type: 'boolean' }, note: { type: 'string', maxLength: 4000 } }, required: ['confirmed'] });
    expect(model.schema).toEqual({ type: 'object', properties: { confirmed: { type: 'boolean' }, note: { type: 'string', maxLength: 4000 } } });
    expect(model.uiSchema['ui:order']).toEqual(['confirmed', 'note']);
    expect(model.uiSchema.confirmed).toMatchObject({ 'ui:options': { label: 'steps.WKF_CONFIRM.properties.confirmed' } });
    expect(model.sections).toEqual([{ key: 'default', fields: ['confirmed', 'note'] }]);
  });

  it('picks a contact with the item-reference widget in the assignment form, which needs one', () => {
    expect(ASSIGN_FORM.uiSchema.assignee).toMatchObject({ 'ui:widget': 'item-ref' });
    expect(ASSIGN_FORM.uiSchema.due).toMatchObject({ 'ui:widget': 'date-time' });
    expect(ASSIGN_FORM.schema.required).toEqual(['assignee']);
  });

  it('sends null for every value the user removed, since the engine merges', () => {
    expect(propertiesPatch({ confirmed: true, note: 'old' }, { confirmed: false })).toEqual({ confirmed: false, note: null });
    expect(propertiesPatch(undefined, { note: 'new', empty: undefined })).toEqual({ note: 'new' });
  });
});

describe('history lines', () => {
  const event = (id: string, kind: string, ts: string, params: Record<string, unknown> = {}) => ({ $id: id, _t: 'Event', kind, params, _c: { by: 'Contact-1', ts } });

  it('lists the workflow events newest first and leaves others out', () => {
    const lines = historyLines([event('Event-1', 'WKF_SET', '2026-01-01T10:00:00Z'), event('Event-2', 'ITEM_UPDATED', '2026-01-02T10:00:00Z'), event('Event-3', 'WKF_STEP_STATE_SET', '2026-01-03T10:00:00Z'), 'junk']);
    expect(lines.map((line) => line.id)).toEqual(['Event-3', 'Event-1']);
    expect(lines[0]).toMatchObject({ kind: 'WKF_STEP_STATE_SET', by: 'Contact-1', at: '2026-01-03T10:00:00Z' });
  });

  it('tells the step and its move, translating step states as messages and workflow states through the list', () => {
    const [step] = historyLines([event('Event-1', 'WKF_STEP_STATE_SET', '2026-01-01T10:00:00Z', { step: 'steps.WKF_CONFIRM.label', from: 'workflow.stepStates.PENDING', to: 'workflow.stepStates.COMPLETE' })]);
    const [forced] = historyLines([event('Event-2', 'WKF_FORCED_STATE', '2026-01-01T10:00:00Z', { from: 'OPEN', to: 'DONE' })]);
    const state = (key: string) => ({ OPEN: 'Open', DONE: 'Done' })[key] ?? key;
    expect(step && historyDetail(step, (v) => t(v), state)).toEqual(['Confirmation', 'To do → Done']);
    expect(forced && historyDetail(forced, (v) => t(v), state)).toEqual(['Open → Done']);
  });
});

describe('panel information', () => {
  it('grants nothing on a malformed answer and keeps the well-formed parts', () => {
    expect(parsePanelInfo('nonsense')).toEqual({ rights: { mayForce: false, mayManage: false }, startable: [] });
    const info = parsePanelInfo({ rights: { mayForce: 'yes', mayManage: true, contact: 'Contact-2' }, startable: [{ key: 'A', label: 'A flow', version: 2, steps: [{ id: 's', kind: 'K' }, { id: 3 }] }, { key: 1 }] });
    expect(info).toEqual({ rights: { mayForce: false, mayManage: true, contact: 'Contact-2' }, startable: [{ key: 'A', label: 'A flow', version: 2, latest: 2, steps: [{ id: 's', kind: 'K' }] }] });
  });
});
