import type { SqlClient, SqlStatement } from '../db/sqlClient';
import type { Viewer } from './accessPredicate';
import { allPrincipals } from './principals';

/**
 * What the read rule (accessPredicate.ts readPredicate) looks at for one item: its visibility,
 * creator, access rows and grantees. Captured just before a delete, so a node that learns of the
 * delete later (server/cluster) can still tell which of its sockets could read the item: the rows
 * are gone by then. readableByFacts must stay the same rule as readPredicate (readFacts.test.ts
 * compares both over the same items).
 */
export interface ReadFacts {
  access: string;
  createdBy: string;
  /** [role, principal] of the item_access rows. */
  roles: [string, string][];
  grantees: string[];
}

export class ReadFactsReader {
  private readonly item: SqlStatement<[string], { access: string; created_by: string }>;
  private readonly roles: SqlStatement<[string], { role: string; principal: string }>;
  private readonly grantees: SqlStatement<[string], string>;

  constructor(db: SqlClient) {
    this.item = db.prepare<[string], { access: string; created_by: string }>('SELECT access, created_by FROM items WHERE id = ?');
    this.roles = db.prepare<[string], { role: string; principal: string }>('SELECT role, principal FROM item_access WHERE item_id = ?');
    this.grantees = db.prepare<[string], string>('SELECT DISTINCT grantee FROM grants WHERE item_id = ?').pluck();
  }

  read(id: string): ReadFacts | undefined {
    const item = this.item.get(id);
    if (!item) return undefined;
    return {
      access: item.access,
      createdBy: item.created_by,
      roles: this.roles.all(id).map((row): [string, string] => [row.role, row.principal]),
      grantees: this.grantees.all(id),
    };
  }
}

export function readableByFacts(viewer: Viewer, facts: ReadFacts): boolean {
  if (viewer.kind === 'admin') return true;
  if (viewer.kind === 'anonymous') return facts.access === 'PUBLIC';
  if (facts.access === 'PUBLIC' || facts.access === 'COMMUNITY') return true;
  const { persons, orgs } = viewer.principals;
  if (persons.includes(facts.createdBy)) return true;
  for (const [role, principal] of facts.roles) {
    if ((role === 'person' || role === 'self') && persons.includes(principal)) return true;
    if (role === 'owner' && orgs.includes(principal)) return true;
    if (role === 'participant' && facts.access !== 'PRIVATE' && orgs.includes(principal)) return true;
  }
  const all = allPrincipals(viewer.principals);
  return facts.grantees.some((grantee) => all.includes(grantee));
}
