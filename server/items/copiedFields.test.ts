import { describe, expect, it } from 'vitest';
import type { ItemTypeDeclaration } from '../../engine/declarations/bundle';
import { isHiddenIn, isReadOnlyIn } from '../../engine/derive/contexts';
import { copiedValues } from './copiedFields';
import type { ItemJson } from './itemShape';

const declaration = {
  key: 'Note',
  label: 'x',
  write: { create: { signedIn: true }, update: { itemRights: true }, delete: { itemRights: true } },
  schema: { type: 'object', properties: { project: { type: 'string', format: 'item-id' }, owner: { type: 'string' }, text: { type: 'string' } } },
  fields: { owner: { copiedFrom: { field: 'project', property: 'owner' } } },
} as unknown as ItemTypeDeclaration;

const items: Record<string, ItemJson> = { 'Project-1': { $id: 'Project-1', owner: 'Organization-4' } as unknown as ItemJson };
const get = (id: string) => items[id];

describe('fields copied from a referenced item', () => {
  it('take the referenced item’s value, and are removed when the reference is empty or names nothing', () => {
    expect(copiedValues(declaration, { project: 'Project-1', owner: 'Organization-9' }, get)).toEqual({ owner: 'Organization-4' });
    expect(copiedValues(declaration, { owner: 'Organization-9' }, get)).toEqual({ owner: null });
    expect(copiedValues(declaration, { project: 'Project-404' }, get)).toEqual({ owner: null });
  });

  it('are hidden in create forms and read-only in edit forms', () => {
    const hints = declaration.fields?.owner;
    expect(isHiddenIn(hints, 'create')).toBe(true);
    expect(isHiddenIn(hints, 'edit')).toBe(false);
    expect(isReadOnlyIn(hints, 'edit')).toBe(true);
  });
});

const file = {
  key: 'Upload',
  label: 'x',
  write: { create: { signedIn: true }, update: { itemRights: true }, delete: { itemRights: true } },
  schema: { type: 'object', properties: { name: { type: 'string' }, type: { type: 'string' }, kind: { type: 'string' }, extension: { type: 'string' } } },
  fields: { kind: { derivedFrom: { field: 'type', as: 'mediaKind' } }, extension: { derivedFrom: { field: 'name', as: 'extension' } } },
} as unknown as ItemTypeDeclaration;

describe('fields derived from another field of the item', () => {
  it('are computed from that field, whatever was sent, and removed when it gives none', () => {
    expect(copiedValues(file, { name: 'Plan.PDF', type: 'application/pdf', kind: 'VIDEO' }, get)).toEqual({ kind: 'PDF', extension: 'pdf' });
    expect(copiedValues(file, { name: 'README' }, get)).toEqual({ kind: null, extension: null });
  });

  it('are hidden in create forms and read-only in edit forms', () => {
    expect(isHiddenIn(file.fields?.kind, 'create')).toBe(true);
    expect(isReadOnlyIn(file.fields?.extension, 'edit')).toBe(true);
  });
});
