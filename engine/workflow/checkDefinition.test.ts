import { describe, expect, it } from 'vitest';
import { checkDefinition } from './checkDefinition';
import { DEFINITION, KINDS, STATES } from './workflow.testkit';

const scope = { kinds: KINDS, stateKeys: STATES, itemTypes: new Set(['ConsultResponse']), lovKeys: (list: string) => (list === 'OUTCOMES' ? new Set(['SUPPORT']) : undefined) };
const messages = (definition: unknown) => checkDefinition(definition, scope).map((e) => `${e.path} ${e.messageId}`);

describe('checkDefinition', () => {
  it('accepts the test definition', () => {
    expect(checkDefinition(DEFINITION, scope)).toEqual([]);
  });

  it('reports the shape with the form messages', () => {
    expect(messages({ ...DEFINITION, version: 0, steps: [] })).toEqual(['/version errors.minimum', '/steps errors.array.min']);
    expect(messages({ ...DEFINITION, colour: 'red' })).toEqual(['/colour errors.unknownField']);
  });

  it('reports duplicate ids, unknown kinds, item types and states, bad settings and stateOnActive on a kind without ACTIVE', () => {
    const definition = {
      ...DEFINITION,
      itemTypes: ['Nope'],
      initialState: 'LOST',
      steps: [
        { id: 'a', kind: 'SIMPLE', settings: { note: 'x'.repeat(30) } },
        { id: 'a', kind: 'NOPE' },
        { id: 'b', kind: 'CONFIRM', stateOnActive: 'IN_REVIEW', stateOnComplete: 'GONE' },
        { id: 'c', kind: 'OUTCOME', settings: { outcome: 'MAYBE' } },
      ],
    };
    expect(messages(definition)).toEqual([
      '/itemTypes/0 workflow.errors.unknownItemType',
      '/initialState workflow.errors.unknownState',
      '/steps/0/settings/note errors.maxLength',
      '/steps/1/id workflow.errors.duplicateStep',
      '/steps/1/kind workflow.errors.unknownKind',
      '/steps/2/stateOnComplete workflow.errors.unknownState',
      '/steps/2/stateOnActive workflow.errors.stepNeverActive',
      '/steps/3/settings/outcome errors.lovValue',
    ]);
  });

  it('leaves required step properties to the assignee', () => {
    expect(checkDefinition({ ...DEFINITION, steps: [{ id: 'c', kind: 'OUTCOME' }] }, scope)).toEqual([]);
  });
});
