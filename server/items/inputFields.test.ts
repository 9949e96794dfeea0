import { describe, expect, it } from 'vitest';
import { compileType } from '../../engine/registry/compileType';
import { declaredInput } from './inputFields';

describe('declaredInput', () => {
  const { declaration } = compileType(
    { key: 'Answer', schema: { type: 'object', properties: { title: { type: 'string' } } }, workflow: { states: 'ANSWER_STATES' } },
    new Map(),
  );

  it('keeps declared fields and drops computed values and managed fields such as _wf', () => {
    const body = { $id: 'Answer-1', title: 'Yes', $labels: { x: 'y' }, _wf: { definition: 'W', version: 1, state: 'DONE', steps: [] } };
    expect(declaredInput(declaration, body)).toEqual({ title: 'Yes' });
    expect(declaredInput(declaration, { title: null, _wf: null })).toEqual({ title: null });
  });
});
