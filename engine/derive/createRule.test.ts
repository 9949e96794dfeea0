import { describe, expect, it } from 'vitest';
import type { ItemTypeDeclaration, ShowRule } from '../declarations/bundle';
import { resolveType } from '../registry/compileTypes';
import type { ResolvedType } from '../registry/registry';
import { mayCreateType } from './createRule';
import type { MenuUser } from './showRule';

const type = (declaration: Partial<ItemTypeDeclaration>, capability = 'Org'): ResolvedType =>
  resolveType({ plugin: 'org', declaration: { key: 'Contact', label: 'x', schema: { type: 'object', properties: {} }, capability, ...declaration } }, new Map());
const user = (admin: boolean, capabilities: Record<string, boolean> = { Core: true, Org: true }): MenuUser => ({ signedIn: true, admin, capabilities, validToken: true });
const signedOut: MenuUser = { signedIn: false, admin: false, capabilities: { Core: true }, validToken: false };
const adminsOrDedicated = { any: [{ admin: true }, { dedicated: true }] };
const signedIn = { signedIn: true };
const rules = (create: ShowRule): Pick<ItemTypeDeclaration, 'write'> => ({
  write: { create, update: { itemRights: true }, delete: { itemRights: true } },
});

describe('mayCreateType', () => {
  it('needs a signed-in user holding the capability; Core types need none; system types only for administrators', () => {
    expect(mayCreateType(type(rules(signedIn)), user(false), { dedicated: false })).toBe(true);
    expect(mayCreateType(type(rules(signedIn)), user(false, { Core: true }), { dedicated: false })).toBe(false);
    expect(mayCreateType(type(rules(signedIn), 'Core'), user(false, {}), { dedicated: false })).toBe(true);
    expect(mayCreateType(type(rules(signedIn)), signedOut, { dedicated: false })).toBe(false);
    expect(mayCreateType(type({ system: true, ...rules(signedIn) }), user(false), { dedicated: false })).toBe(false);
    expect(mayCreateType(type({ system: true, ...rules(signedIn) }), user(true, {}), { dedicated: false })).toBe(true);
  });

  it('applies write.create with the deployment (contacts: administrators, or anybody when dedicated)', () => {
    const contact = type(rules(adminsOrDedicated));
    expect(mayCreateType(contact, user(false), { dedicated: false })).toBe(false);
    expect(mayCreateType(contact, user(false), { dedicated: true })).toBe(true);
    expect(mayCreateType(contact, user(true), { dedicated: false })).toBe(true);
    // The capability is still needed where the rule lets others through.
    expect(mayCreateType(contact, user(false, { Core: true }), { dedicated: true })).toBe(false);
  });

  it('lets only administrators create a type declaring no write rules (administrator-defined types)', () => {
    expect(mayCreateType(type({}, 'Core'), user(false), { dedicated: false })).toBe(false);
    expect(mayCreateType(type({}, 'Core'), user(true), { dedicated: false })).toBe(true);
  });
});
