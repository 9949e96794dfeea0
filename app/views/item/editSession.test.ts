import { describe, expect, it } from 'vitest';
import type { FieldsSchema } from '../../../engine/declarations/bundle';
import { discardDraft, isDirty, openConflicts, receiveServerVersion, resolveMerge, startEdit, updateToSend, withDraft } from './editSession';

const schema: FieldsSchema = { type: 'object', properties: { name: { type: 'string' }, note: { type: 'string' }, phone: { type: 'string' } } };
const v1 = { $id: 'Widget-1', _u: 1, name: 'Sprocket', note: 'old', hidden: 'kept' };
const v2 = { ...v1, _u: 2, note: 'changed on the server' };

describe('edit session', () => {
  it('follows the server silently while there are no local changes', () => {
    const session = receiveServerVersion(startEdit(v1, schema), v2, schema);
    expect(session.merge).toBeUndefined();
    expect(session.draft).toEqual({ name: 'Sprocket', note: 'changed on the server' });
  });

  it('takes a field only the server changed into the draft, keeps the user change, and says so', () => {
    const edited = withDraft(startEdit(v1, schema), { name: 'Gear', note: 'old' });
    expect(isDirty(edited, schema)).toBe(true);
    const session = receiveServerVersion(edited, v2, schema);
    expect(session.base).toBe(v2);
    expect(session.draft).toEqual({ name: 'Gear', note: 'changed on the server' });
    expect(session.merge).toEqual({ taken: ['note'], conflicts: [] });
    // An older version arriving late changes nothing.
    expect(receiveServerVersion(session, v1, schema)).toBe(session);
  });

  it('never sends the old value of a field the server changed meanwhile (no silent overwrite)', () => {
    const session = receiveServerVersion(withDraft(startEdit(v1, schema), { name: 'Gear', note: 'old' }), v2, schema);
    expect(updateToSend(session, schema)).toEqual({ $id: 'Widget-1', _u: 2, name: 'Gear' });
  });

  it('holds a field both changed as an open conflict until the merge dialog decides', () => {
    const edited = withDraft(startEdit(v1, schema), { name: 'Gear', note: 'mine' });
    const session = receiveServerVersion(edited, v2, schema);
    expect(session.draft).toEqual({ name: 'Gear', note: 'mine' });
    expect(openConflicts(session, schema)).toEqual(['note']);

    const kept = resolveMerge(session, schema, { name: 'mine', note: 'mine' });
    expect(openConflicts(kept, schema)).toEqual([]);
    expect(updateToSend(kept, schema)).toEqual({ $id: 'Widget-1', _u: 2, name: 'Gear', note: 'mine' });

    const taken = resolveMerge(session, schema, { name: 'mine', note: 'theirs' });
    expect(taken.draft).toEqual({ name: 'Gear', note: 'changed on the server' });
    expect(updateToSend(taken, schema)).toEqual({ $id: 'Widget-1', _u: 2, name: 'Gear' });
  });

  it('keeps undecided conflicts and adds new ones across several server versions', () => {
    const edited = withDraft(startEdit(v1, schema), { name: 'Gear', note: 'mine', phone: '1' });
    const first = receiveServerVersion(edited, v2, schema);
    const v3 = { ...v2, _u: 3, phone: '2', name: 'Sprocket' };
    const second = receiveServerVersion(first, v3, schema);
    expect(openConflicts(second, schema)).toEqual(['note', 'phone']);
    expect(second.base).toBe(v3);
  });

  it('follows a server version equal to the draft (the own save)', () => {
    const edited = withDraft(startEdit(v1, schema), { name: 'Gear', note: 'old' });
    const saved = { ...v1, _u: 2, name: 'Gear' };
    expect(receiveServerVersion(edited, saved, schema)).toEqual({ base: saved, draft: { name: 'Gear', note: 'old' } });
  });

  it('sends a patch: changed fields, cleared ones as null, never the system values it read', () => {
    const stored = { ...v1, _c: { ts: '2026-01-02T03:04:05Z', by: 'User-1' }, $access: 'PROTECTED', $labels: {} };
    const session = withDraft(startEdit(stored, schema), { name: 'Sprocket' });
    expect(updateToSend(session, schema)).toEqual({ $id: 'Widget-1', _u: 1, note: null });
  });

  it('discards the draft for the newest version', () => {
    const session = discardDraft(receiveServerVersion(withDraft(startEdit(v1, schema), { name: 'Gear' }), v2, schema), schema);
    expect(session).toEqual({ base: v2, draft: { name: 'Sprocket', note: 'changed on the server' } });
    expect(isDirty(session, schema)).toBe(false);
  });
});
