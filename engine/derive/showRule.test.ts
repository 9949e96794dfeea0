import { describe, expect, it } from 'vitest';
import { evaluateShowRule, holdsCapability, isCapabilityKeyGranted, type Deployment, type MenuUser } from './showRule';

const member: MenuUser = { signedIn: true, admin: false, capabilities: { Core: true, Org: true, Lovs: false }, validToken: true };
const admin: MenuUser = { ...member, admin: true, capabilities: { Core: true } };
const open: Deployment = { dedicated: false };
const dedicated: Deployment = { dedicated: true, capabilityKeys: ['Org'] };

describe('holdsCapability', () => {
  it('reads the capability map, and administrators hold every capability', () => {
    expect(holdsCapability(member, 'Org')).toBe(true);
    expect(holdsCapability(member, 'Lovs')).toBe(false);
    expect(holdsCapability(member, 'GeoKeeper')).toBe(false);
    expect(holdsCapability(admin, 'GeoKeeper')).toBe(true);
  });
});

describe('isCapabilityKeyGranted', () => {
  it('grants every key outside dedicated deployments and only listed keys inside', () => {
    expect(isCapabilityKeyGranted(open, 'GeoKeeper')).toBe(true);
    expect(isCapabilityKeyGranted(dedicated, 'Org')).toBe(true);
    expect(isCapabilityKeyGranted(dedicated, 'GeoKeeper')).toBe(false);
    expect(isCapabilityKeyGranted({ dedicated: true }, 'Org')).toBe(false);
  });
});

describe('evaluateShowRule', () => {
  it('evaluates each leaf condition', () => {
    expect(evaluateShowRule({ capability: 'Org' }, member, open)).toBe(true);
    expect(evaluateShowRule({ capability: 'Lovs' }, member, open)).toBe(false);
    expect(evaluateShowRule({ admin: true }, member, open)).toBe(false);
    expect(evaluateShowRule({ admin: false }, member, open)).toBe(true);
    expect(evaluateShowRule({ signedIn: true }, member, open)).toBe(true);
    expect(evaluateShowRule({ signedIn: false }, member, open)).toBe(false);
    expect(evaluateShowRule({ dedicated: true }, member, dedicated)).toBe(true);
    expect(evaluateShowRule({ dedicated: true }, member, open)).toBe(false);
    expect(evaluateShowRule({ capabilityKey: 'GeoKeeper' }, member, dedicated)).toBe(false);
    expect(evaluateShowRule({ capabilityKey: 'GeoKeeper' }, member, open)).toBe(true);
  });

  it('combines rules with all, any and not', () => {
    const adminOrNotDedicated = { any: [{ admin: true }, { not: { dedicated: true } }] };
    expect(evaluateShowRule(adminOrNotDedicated, member, open)).toBe(true);
    expect(evaluateShowRule(adminOrNotDedicated, member, dedicated)).toBe(false);
    expect(evaluateShowRule(adminOrNotDedicated, admin, dedicated)).toBe(true);
    expect(evaluateShowRule({ all: [{ signedIn: true }, { capability: 'Org' }] }, member, open)).toBe(true);
    expect(evaluateShowRule({ all: [{ signedIn: true }, { capability: 'Lovs' }] }, member, open)).toBe(false);
  });

  it('requires every condition when a rule object carries several', () => {
    expect(evaluateShowRule({ signedIn: true, admin: true }, member, open)).toBe(false);
    expect(evaluateShowRule({ signedIn: true, admin: true }, admin, open)).toBe(true);
  });
});
