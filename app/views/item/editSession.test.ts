import { describe, expect, it } from 'vitest';
import type { FieldsSchema } from '../../../engine/declarations/bundle';
import { discardDraft, isDirty, receiveServerVersion, startEdit, updateToSend, withDraft } from './editSession';

const schema: FieldsSchema = { type: 'object', properties: { name: { type: 'string' }, note: { type: 'string' } } };
const v1 = { $id: 'Widget-1', _u: 1, name: 'Sprocket', note: 'old', hidden: 'kept' };
const v2 = { ...v1, _u: 2, note: 'changed on the server' };

describe('edit session', () => {
  it('follows the server silently while there are no local changes', () => {
    const session = receiveServerVersion(startEdit(v1, schema), v2, schema);
    expect(session.serverNewer).toBeUndefined();
    expect(session.draft).toEqual({ name: 'Sprocket', note: 'changed on the server' });
  });

  it('keeps local changes aside a newer server version', () => {
    const edited = withDraft(startEdit(v1, schema), { name: 'Gear', note: 'old' });
    expect(isDirty(edited, schema)).toBe(true);
    const session = receiveServerVersion(edited, v2, schema);
    expect(session.serverNewer).toBe(v2);
    expect(session.draft).toEqual({ name: 'Gear', note: 'old' });
    expect(receiveServerVersion(session, v1, schema)).toBe(session);
  });

  it('follows a server version equal to the draft (the own save)', () => {
    const edited = withDraft(startEdit(v1, schema), { name: 'Gear', note: 'old' });
    const saved = { ...v1, _u: 2, name: 'Gear' };
    expect(receiveServerVersion(edited, saved, schema)).toEqual({ base: saved, draft: { name: 'Gear', note: 'old' } });
  });

  it('saves the draft over the newest version (save now)', () => {
    const session = receiveServerVersion(withDraft(startEdit(v1, schema), { name: 'Gear', note: 'old' }), v2, schema);
    expect(updateToSend(session, schema)).toEqual({ $id: 'Widget-1', _u: 2, name: 'Gear', note: 'old' });
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
