import { allPrincipals, type Principals } from './principals';
import { FALSE_SQL, jsonList, TRUE_SQL, type SqlFragment } from './sqlFragment';

/** Who is asking: an administrator, a signed-in user with its principals, or an anonymous visitor. */
export type Viewer = { kind: 'admin' } | { kind: 'user'; principals: Principals } | { kind: 'anonymous' };

const IN_LIST = 'IN (SELECT value FROM json_each(?))';

/**
 * The one read rule, as an SQL condition over an items row aliased `alias`. Search hits, facet
 * counts, read, readMany, label and pushes all use it, so no path can show what another hides.
 * See server/permissions/README.md for the rule in words.
 */
export function readPredicate(viewer: Viewer, alias = 'i'): SqlFragment {
  if (viewer.kind === 'admin') return TRUE_SQL;
  if (viewer.kind === 'anonymous') return { sql: `${alias}.access = 'PUBLIC'`, params: [] };
  const { persons, orgs } = viewer.principals;
  return {
    sql: `(${alias}.access IN ('PUBLIC', 'COMMUNITY')
      OR ${alias}.created_by ${IN_LIST}
      OR EXISTS (SELECT 1 FROM item_access x WHERE x.item_id = ${alias}.id AND (
        (x.role IN ('person', 'self') AND x.principal ${IN_LIST})
        OR (x.role = 'owner' AND x.principal ${IN_LIST})
        OR (x.role = 'participant' AND ${alias}.access <> 'PRIVATE' AND x.principal ${IN_LIST})))
      OR EXISTS (SELECT 1 FROM grants g WHERE g.item_id = ${alias}.id AND g.grantee ${IN_LIST}))`,
    params: [jsonList(persons), jsonList(persons), jsonList(orgs), jsonList(orgs), jsonList(allPrincipals(viewer.principals))],
  };
}

/**
 * Write rule for an action other than read (update, delete): the creator, administrators of the
 * owning organization, and holders of a grant of that action. Administrators pass everything.
 */
export function writePredicate(viewer: Viewer, action: string, alias = 'i'): SqlFragment {
  if (viewer.kind === 'admin') return TRUE_SQL;
  if (viewer.kind === 'anonymous') return FALSE_SQL;
  const { persons, adminOrgs } = viewer.principals;
  return {
    sql: `(${alias}.created_by ${IN_LIST}
      OR EXISTS (SELECT 1 FROM item_access x WHERE x.item_id = ${alias}.id AND x.role = 'owner' AND x.principal ${IN_LIST})
      OR EXISTS (SELECT 1 FROM grants g WHERE g.item_id = ${alias}.id AND g.action = ? AND g.grantee ${IN_LIST}))`,
    params: [jsonList(persons), jsonList(adminOrgs), action, jsonList(allPrincipals(viewer.principals))],
  };
}

/** Who may hand out grants on an item: administrators, the creator, administrators of the owner. */
export function grantPredicate(viewer: Viewer, alias = 'i'): SqlFragment {
  if (viewer.kind === 'admin') return TRUE_SQL;
  if (viewer.kind === 'anonymous') return FALSE_SQL;
  const { persons, adminOrgs } = viewer.principals;
  return {
    sql: `(${alias}.created_by ${IN_LIST}
      OR EXISTS (SELECT 1 FROM item_access x WHERE x.item_id = ${alias}.id AND x.role = 'owner' AND x.principal ${IN_LIST}))`,
    params: [jsonList(persons), jsonList(adminOrgs)],
  };
}
