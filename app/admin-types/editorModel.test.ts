import { describe, expect, it } from 'vitest';
import { newTypeDefinition } from '../../engine/typedef';
import { ApiError } from '../net/apiContract';
import { defaultFields, defaultFromText, defaultToText, errorsText, setDefault } from './defaults';
import { isDirty, isStored, markSaved, startEditor, withDefinition, withText } from './editorState';
import { setTypeLabel } from './definitionForm';
import { parseCheckReply, parseTypeDefList, refusalOf } from './typeDefCalls';

describe('editor state shared by the form and the JSON editor', () => {
  it('starts clean, turns dirty on a change and clean again when the change is undone', () => {
    const start = startEditor(newTypeDefinition('Permit', 'Permit'));
    expect(isDirty(start)).toBe(false);
    expect(isStored(start)).toBe(false);
    const changed = withDefinition(start, setTypeLabel(newTypeDefinition('Permit', 'Permit'), 'Licence', 'en'));
    expect(isDirty(changed)).toBe(true);
    expect(changed.text).toContain('"Licence"');
    // Same definition typed with another key order: not a change.
    const reordered = withText(changed, JSON.stringify({ messages: start.definition?.messages, nav: start.definition?.nav, declaration: start.definition?.declaration }));
    expect(isDirty(reordered)).toBe(false);
  });

  it('keeps the last parsed value while the text is not JSON, and says why', () => {
    const start = startEditor(newTypeDefinition('Permit', 'Permit'));
    const broken = withText(start, '{ "declaration": ');
    expect(broken.parseError).toBeDefined();
    expect(broken.definition).toBe(start.definition);
    expect(isDirty(broken)).toBe(true);
    const fixed = withText(broken, start.text);
    expect(fixed.parseError).toBeUndefined();
    expect(isDirty(fixed)).toBe(false);
  });

  it('hands the form a definition only when the JSON has its outline', () => {
    const start = startEditor(newTypeDefinition('Permit', 'Permit'));
    expect(withText(start, '{"declaration": {"key": "Permit"}}').definition).toBeUndefined();
    expect(withText(start, '[]').definition).toBeUndefined();
  });

  it('records the stored version after a save', () => {
    const changed = withDefinition(startEditor(newTypeDefinition('Permit', 'Permit')), newTypeDefinition('Permit', 'Permits'));
    const saved = markSaved(changed, 3);
    expect(isDirty(saved)).toBe(false);
    expect(saved.storedU).toBe(3);
    expect(isStored(saved)).toBe(true);
  });
});

describe('defaults for changes that would break items', () => {
  it('reads typed values as text for text fields and as JSON otherwise', () => {
    expect(defaultFromText({ type: 'string' }, '42')).toBe('42');
    expect(defaultFromText({ type: 'integer' }, '42')).toBe(42);
    expect(defaultFromText({ type: 'array' }, '["A"]')).toEqual(['A']);
    expect(defaultFromText({ type: 'boolean' }, 'yes')).toBe('yes');
    expect(defaultToText(['A'])).toBe('["A"]');
    expect(defaultToText('x')).toBe('x');
    expect(defaultToText(undefined)).toBe('');
  });

  it('sets and removes defaults, offering the breaking fields and those with one', () => {
    const base = newTypeDefinition('Permit', 'Permit');
    const withOne = setDefault(base, 'name', 'Unnamed');
    expect(withOne.defaults).toEqual({ name: 'Unnamed' });
    expect(defaultFields(withOne, ['name', 'gone'])).toEqual(['name']);
    expect(setDefault(withOne, 'name', '').defaults).toBeUndefined();
  });

  it('writes the example item errors as one line', () => {
    const t = (id: string, values?: Record<string, string | number>) => `${id}${values?.max === undefined ? '' : `(${values.max})`}`;
    expect(errorsText([{ path: '/category', messageId: 'errors.required', values: {} }, { path: '/name', messageId: 'errors.maxLength', values: { max: 5 } }], t)).toBe(
      '/category: errors.required; /name: errors.maxLength(5)',
    );
  });
});

describe('server replies', () => {
  it('reads act/typeDefs entries and skips what is not a definition', () => {
    const definition = newTypeDefinition('Permit', 'Permit');
    const list = parseTypeDefList({
      definitions: [
        { id: 'sys.TypeDef-1', _u: 2, key: 'Permit', state: 'ACTIVE', live: true, definition },
        { id: 'sys.TypeDef-2', _u: 1, key: 'Broken', state: 'ARCHIVED', live: false, errors: [{ source: 'runtime:Broken', path: '/x', message: 'bad' }], definition: { ...definition, declaration: { ...definition.declaration, key: 'Broken' } } },
        { id: 'sys.TypeDef-3', _u: 1, key: 'Junk', definition: 'nonsense' },
      ],
      malformed: [],
    });
    expect(list.map((d) => [d.key, d.u, d.state, d.live, d.errors.length])).toEqual([
      ['Permit', 2, 'ACTIVE', true, 0],
      ['Broken', 1, 'ARCHIVED', false, 1],
    ]);
  });

  it('reads act/checkTypeDef with the fields of the breaking changes', () => {
    const reply = parseCheckReply({
      errors: [],
      changes: { breaking: [{ field: 'validUntil', keyword: 'required', message: 'now required' }, { field: 'tags[]', keyword: 'lov', message: 'x' }], info: [] },
      breaking: { count: 2, checked: 5, example: { id: 'Permit-1', errors: [{ path: '/validUntil', messageId: 'errors.required', values: {} }] } },
    });
    expect(reply.breaking).toEqual({ count: 2, checked: 5, fields: ['validUntil', 'tags'], example: { id: 'Permit-1', errors: [{ path: '/validUntil', messageId: 'errors.required', values: {} }] } });
    expect(parseCheckReply(null)).toEqual({ errors: [], breaking: { count: 0, checked: 0, fields: [] } });
  });

  it('tells refusals apart: invalid with errors, breaking with the count, anything else as is', () => {
    const errors = [{ source: 'runtime:Permit', path: '/declaration/key', message: 'bad key' }];
    expect(refusalOf(new ApiError('typeDefInvalid', 'sys', undefined, { errors }))).toEqual({ kind: 'invalid', errors });
    expect(refusalOf(new ApiError('typeDefBreaking', 'sys', undefined, { key: 'Permit', count: 1, checked: 3, example: { id: 'Permit-2', errors: [] }, changes: [{ field: 'a' }] }))).toEqual({
      kind: 'breaking',
      report: { count: 1, checked: 3, example: { id: 'Permit-2', errors: [] }, fields: ['a'] },
    });
    const stale = new ApiError('staleUpdate', 'sys');
    expect(refusalOf(stale)).toEqual({ kind: 'other', error: stale });
  });
});
