import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startItemsTestServer, type ItemsTestServer } from '../files/testing/itemsTestServer';

/** The edit bindings of the workflow-state lists (business spec §6 table), over the real operations. */
let t: ItemsTestServer;
let orgAdmin: { id: string; token: string };
let member: { id: string; token: string };
let acme: string;
let beta: string;

beforeAll(async () => {
  t = await startItemsTestServer();
  acme = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Acme', type: 'COMMUNITY' })).$id;
  beta = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Beta', type: 'INDUSTRY' })).$id;
  orgAdmin = await t.createUser('Olga', { adminOrg: [acme] });
  member = await t.createUser('Mick', { readOrg: [acme] });
});
afterAll(() => t.close());

const value = (list: string, key: string, owner?: string) => ({ list, key, t: { en: key.toLowerCase() }, ...(owner ? { owner } : {}) });

describe('editing workflow-state lists (business spec §6)', () => {
  it('GKF_STATES: an organization’s administrators, who hold update on its Workflow types, edit its own states', async () => {
    const own = await t.ok<{ $id: string; _u: number }>(orgAdmin.token, 'create/LOVValue', value('GKF_STATES', 'ON_HOLD', acme));
    await t.ok(orgAdmin.token, 'update', { $id: own.$id, _u: own._u, state: 'ARCHIVED' });
    // Not another organization's states, not the shared ones, and not as a mere member.
    expect(await t.refusal(orgAdmin.token, 'create/LOVValue', value('GKF_STATES', 'ON_HOLD', beta))).toBe('notAllowed');
    expect(await t.refusal(orgAdmin.token, 'create/LOVValue', value('GKF_STATES', 'PAUSED'))).toBe('notAllowed');
    expect(await t.refusal(member.token, 'create/LOVValue', value('GKF_STATES', 'PAUSED', acme))).toBe('notAllowed');
    await t.ok(t.adminToken, 'create/LOVValue', value('GKF_STATES', 'PAUSED', beta));
    const lov = (await (await fetch(`${t.url}/lov/en/GKF_STATES/${acme}`, { headers: { authorization: `Bearer ${orgAdmin.token}` } })).json()) as Record<string, unknown>;
    expect(lov[acme]).toEqual({ ON_HOLD: { t: 'on_hold', state: 'ARCHIVED' } });
  });

  it('RWF_STATES and RWF_OUTCOMES: update on Workflow, which without an owner only administrators hold', async () => {
    for (const list of ['RWF_STATES', 'RWF_OUTCOMES']) {
      expect(await t.refusal(orgAdmin.token, 'create/LOVValue', value(list, 'DEFERRED'))).toBe('notAllowed');
      expect(await t.refusal(member.token, 'create/LOVValue', value(list, 'DEFERRED'))).toBe('notAllowed');
      // The lists have no owners: an owner's own values are refused even to administrators.
      expect(await t.refusal(t.adminToken, 'create/LOVValue', value(list, 'DEFERRED', acme))).toBe('validationFailed');
      const shared = await t.ok<{ $id: string; _u: number }>(t.adminToken, 'create/LOVValue', value(list, 'DEFERRED'));
      expect(await t.refusal(orgAdmin.token, 'update', { $id: shared.$id, _u: shared._u, state: 'ARCHIVED' })).toBe('notAllowed');
      await t.ok(t.adminToken, 'update', { $id: shared.$id, _u: shared._u, state: 'ARCHIVED' });
    }
  });
});
