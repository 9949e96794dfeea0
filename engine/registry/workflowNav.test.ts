import { describe, expect, it } from 'vitest';
import type { NavItem } from '../declarations/bundle';
import { isNavItemVisible } from '../derive/menuTree';
import type { ResolvedType } from './registry';
import { resolveWorkflowNav, workflowCapabilities } from './workflowNav';

const admin = { signedIn: true, admin: true, capabilities: {}, validToken: true };
const item: NavItem = { path: 'admin.workflows', title: 'workflow.admin.menu', admin: true, workflowTypes: true, view: { kind: 'component', component: 'admin-workflows' } };

function types(entries: [string, string, boolean][]): Map<string, ResolvedType> {
  return new Map(entries.map(([key, capability, workflow]) => [key, { key, capability, declaration: workflow ? { workflow: { states: 'S' } } : {} } as unknown as ResolvedType]));
}

describe('nav items that need workflow types', () => {
  it('are left out when no capability registers workflow types', () => {
    expect(resolveWorkflowNav([item], types([['Plain', 'Org', false]]))).toEqual([]);
  });

  it('show where a capability registering workflow types is held (and its key granted in dedicated deployments)', () => {
    const registered = types([['Case', 'Org', true], ['Response', 'ResponseWorkflow', true], ['Plain', 'Lovs', false]]);
    expect(workflowCapabilities(registered)).toEqual(['Org', 'ResponseWorkflow']);
    const [resolved] = resolveWorkflowNav([item, { path: 'other', title: 'x' }], registered);
    if (!resolved) throw new Error('kept');
    expect(isNavItemVisible(resolved, admin, { dedicated: false })).toBe(true);
    expect(isNavItemVisible(resolved, admin, { dedicated: true, capabilityKeys: ['ResponseWorkflow'] })).toBe(true);
    expect(isNavItemVisible(resolved, admin, { dedicated: true, capabilityKeys: ['Lovs'] })).toBe(false);
    expect(isNavItemVisible(resolved, { ...admin, admin: false, capabilities: { Org: true } }, { dedicated: false })).toBe(false);
  });
});
