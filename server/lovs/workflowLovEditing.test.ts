import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLovEditingSetting, type LovEditingSetting, type TestUser } from './testing/lovEditingSetting';

/** The edit bindings of the workflow-state lists (business spec §6 table), over the real operations. */
let s: LovEditingSetting;
let member: TestUser;

beforeAll(async () => {
  s = await startLovEditingSetting();
  member = await s.t.createUser('Mick', { readOrg: [s.acme] });
});
afterAll(() => s.t.close());

const value = (list: string, key: string, owner?: string) => ({ list, key, t: { en: key.toLowerCase() }, ...(owner ? { owner } : {}) });

describe('editing workflow-state lists (business spec §6)', () => {
  it('GKF_STATES: an organization’s administrators, who hold update on its Workflow types, edit its own states', async () => {
    const own = await s.t.ok<{ $id: string; _u: number }>(s.orgAdmin.token, 'create/LOVValue', value('GKF_STATES', 'ON_HOLD', s.acme));
    await s.t.ok(s.orgAdmin.token, 'update', { $id: own.$id, _u: own._u, state: 'ARCHIVED' });
    // Not another organization's states, not the shared ones, and not as a mere member.
    expect(await s.t.refusal(s.orgAdmin.token, 'create/LOVValue', value('GKF_STATES', 'ON_HOLD', s.beta))).toBe('notAllowed');
    expect(await s.t.refusal(s.orgAdmin.token, 'create/LOVValue', value('GKF_STATES', 'PAUSED'))).toBe('notAllowed');
    expect(await s.t.refusal(member.token, 'create/LOVValue', value('GKF_STATES', 'PAUSED', s.acme))).toBe('notAllowed');
    await s.t.ok(s.t.adminToken, 'create/LOVValue', value('GKF_STATES', 'PAUSED', s.beta));
    const lov = (await (await fetch(`${s.t.url}/lov/en/GKF_STATES/${s.acme}`, { headers: { authorization: `Bearer ${s.orgAdmin.token}` } })).json()) as Record<string, unknown>;
    expect(lov[s.acme]).toEqual({ ON_HOLD: { t: 'on_hold', state: 'ARCHIVED' } });
  });

  it('RWF_STATES and RWF_OUTCOMES: update on Workflow, which without an owner only administrators hold', async () => {
    for (const list of ['RWF_STATES', 'RWF_OUTCOMES']) {
      expect(await s.t.refusal(s.orgAdmin.token, 'create/LOVValue', value(list, 'DEFERRED'))).toBe('notAllowed');
      expect(await s.t.refusal(member.token, 'create/LOVValue', value(list, 'DEFERRED'))).toBe('notAllowed');
      // The lists have no owners: an owner's own values are refused even to administrators.
      expect(await s.t.refusal(s.t.adminToken, 'create/LOVValue', value(list, 'DEFERRED', s.acme))).toBe('validationFailed');
      const shared = await s.t.ok<{ $id: string; _u: number }>(s.t.adminToken, 'create/LOVValue', value(list, 'DEFERRED'));
      expect(await s.t.refusal(s.orgAdmin.token, 'update', { $id: shared.$id, _u: shared._u, state: 'ARCHIVED' })).toBe('notAllowed');
      await s.t.ok(s.t.adminToken, 'update', { $id: shared.$id, _u: shared._u, state: 'ARCHIVED' });
    }
  });
});
