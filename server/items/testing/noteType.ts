import type { ItemTypeDeclaration } from '../../../engine/declarations/bundle';

/** A private type without Events (no `notify`): a deriver slice's commit carries only its own items. */
export const Note: ItemTypeDeclaration = {
  key: 'Note',
  label: 'types.Note.label',
  write: { create: { signedIn: true }, update: { itemRights: true }, delete: { itemRights: true } },
  schema: { type: 'object', properties: { text: { type: 'string' }, owner: { type: 'string', format: 'item-id' } } },
  view: { titleField: 'text', defaultAccess: 'PRIVATE' },
  search: { headers: [{ field: 'text', sortable: true }] },
  access: { ownerField: 'owner' },
} as ItemTypeDeclaration;
