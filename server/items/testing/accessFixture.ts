import type { Actor } from '../../protocol/contract';
import { SYSTEM_WRITER } from '../itemStore';
import type { TestKit } from './testKit';
import { adminActor, userActor } from './testActors';

/** People, organizations and one project per access situation; see server/permissions/README.md. */
export interface AccessFixture {
  actors: { admin: Actor; alice: Actor; bob: Actor; carol: Actor; dave: Actor; anonymous: null };
  projects: { publicP: string; community: string; protectedP: string; privateP: string; daves: string; leadByContact: string };
}

/**
 * Organization-1 (alice reads, bob administers), Organization-2 (carol reads), dave belongs to
 * none but his User item names Contact-5, which leadByContact names as its lead.
 */
export function seedAccessFixture(kit: TestKit): AccessFixture {
  const s = kit.store;
  // The User items say what the actors below say (notifications derive actors from them).
  s.create('User', { name: 'Admin', admin: true }, SYSTEM_WRITER);
  s.create('User', { name: 'Alice', readOrg: ['Organization-1'], capabilities: { Projects: true } }, SYSTEM_WRITER);
  s.create('User', { name: 'Bob', adminOrg: ['Organization-1'] }, SYSTEM_WRITER);
  s.create('User', { name: 'Carol', readOrg: ['Organization-2'] }, SYSTEM_WRITER);
  s.create('User', { name: 'Dave', contact: 'Contact-5' }, SYSTEM_WRITER);
  s.create('Organization', { name: 'Acme' }, SYSTEM_WRITER);
  s.create('Organization', { name: 'Beta Corp' }, SYSTEM_WRITER);
  const actors = {
    admin: adminActor('User-1'),
    alice: userActor('User-2', { read: ['Organization-1'] }, { Projects: true }),
    bob: userActor('User-3', { admin: ['Organization-1'] }),
    carol: userActor('User-4', { read: ['Organization-2'] }),
    dave: userActor('User-5'),
    anonymous: null,
  };
  const project = (name: string, access: 'PUBLIC' | 'COMMUNITY' | 'PROTECTED' | 'PRIVATE', fields: Record<string, unknown>, by = SYSTEM_WRITER): string =>
    s.create('Project', { name, ...fields }, by, { access }).$id;
  const projects = {
    publicP: project('Public park', 'PUBLIC', { owner: 'Organization-1', status: 'OPEN', tags: ['green'] }),
    community: project('Community garden', 'COMMUNITY', { owner: 'Organization-1', status: 'OPEN', tags: ['green', 'food'] }),
    protectedP: project('Protected mine', 'PROTECTED', { owner: 'Organization-1', partners: ['Organization-2'], status: 'DONE', tags: ['rock'] }),
    privateP: project('Private pipeline', 'PRIVATE', { owner: 'Organization-1', partners: ['Organization-2'], status: 'DONE', tags: ['oil'] }),
    daves: project('Daves notes', 'PRIVATE', { status: 'OPEN' }, { userId: 'User-5', admin: false }),
    leadByContact: project('Lead by contact', 'PRIVATE', { owner: 'Organization-2', lead: 'Contact-5', status: 'DONE', tags: ['oil'] }),
  };
  return { actors, projects };
}
