import { describe, expect, it } from 'vitest';
import type { WriteRules } from '../declarations/bundle';
import type { MenuUser } from './showRule';
import { mayWriteItem, selfFieldsOf, type ItemFacts } from './writeRule';

const member: MenuUser = { signedIn: true, admin: false, capabilities: { Core: true }, validToken: true };
const admin: MenuUser = { ...member, admin: true };
const signedOut: MenuUser = { signedIn: false, admin: false, capabilities: { Core: true }, validToken: false };
const facts = (itemRights: boolean, self: boolean): ItemFacts => ({ itemRights: () => itemRights, self: () => self });
const user: { write: WriteRules } = {
  write: { create: { admin: true }, update: { any: [{ admin: true }, { self: true }] }, delete: { admin: true }, selfFields: ['dark'] },
};
const record: { write: WriteRules } = { write: { create: { signedIn: true }, update: { itemRights: true }, delete: { not: { dedicated: true } } } };

describe('mayWriteItem', () => {
  it('lets administrators always, signed-out visitors never', () => {
    expect(mayWriteItem({}, 'update', admin, { dedicated: false }, facts(false, false))).toBe(true);
    expect(mayWriteItem(record, 'update', signedOut, { dedicated: false }, facts(true, true))).toBe(false);
  });

  it('evaluates item atoms through the facts and show atoms with the deployment', () => {
    expect(mayWriteItem(user, 'update', member, { dedicated: false }, facts(true, true))).toBe(true);
    expect(mayWriteItem(user, 'update', member, { dedicated: false }, facts(true, false))).toBe(false);
    expect(mayWriteItem(user, 'delete', member, { dedicated: false }, facts(true, true))).toBe(false);
    expect(mayWriteItem(record, 'update', member, { dedicated: false }, facts(true, false))).toBe(true);
    expect(mayWriteItem(record, 'update', member, { dedicated: false }, facts(false, true))).toBe(false);
    expect(mayWriteItem(record, 'delete', member, { dedicated: true }, facts(true, false))).toBe(false);
  });

  it('gives a type without write rules to administrators only', () => {
    expect(mayWriteItem({}, 'update', member, { dedicated: false }, facts(true, true))).toBe(false);
  });

  it('reads the fields a user may change on their own item', () => {
    expect([...(selfFieldsOf(user) ?? [])]).toEqual(['dark']);
    expect(selfFieldsOf(record)).toBeUndefined();
  });
});
