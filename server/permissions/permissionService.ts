import type { SqlClient, SqlStatement } from '../db/sqlClient';
import type { Registry } from '../../engine/registry/registry';
import type { Deployment } from '../../engine/derive/showRule';
import type { Actor } from '../protocol/contract';
import { mayCreateType } from '../../engine/derive/createRule';
import { holdsCapability } from '../../engine/derive/showRule';
import { CORE_CAPABILITY } from '../../engine/registry/registry';
import { hiddenFieldsFor, type HiddenFields } from '../../engine/derive/fieldRead';
import { mayWriteItem, selfFieldsOf } from '../../engine/derive/writeRule';
import { typeOfId } from '../../engine/ids/itemId';
import { ruleUserOf } from './createRule';
import { grantPredicate, readPredicate, writePredicate, type Viewer } from './accessPredicate';
import { allPrincipals, principalsOf } from './principals';
import { foreignOwnerField } from './selfOwnership';
import { jsonList, type SqlFragment } from './sqlFragment';

/** Actions isAllowed answers: read, update, delete, grant on items; create on "{type}-0". */
export type ItemAction = 'read' | 'update' | 'delete' | 'grant' | 'create' | (string & {});

export interface AllowedResult {
  allowed: Record<string, boolean>;
  /** The actor may hand out grants on the item. */
  applyGrants?: boolean;
}

function isIdRow(row: unknown): row is { id: string } {
  return typeof row === 'object' && row !== null && 'id' in row && typeof row.id === 'string';
}

/**
 * Answers permission questions with the SQL predicates of accessPredicate.ts, so a read check here and
 * a search hit or facet count elsewhere can never disagree.
 */
export class PermissionService {
  private readonly contactOf: SqlStatement<[string], { contact: unknown }>;
  /** Prepared statements by SQL text: the predicates take a handful of shapes, preparing costs 60-110 µs. */
  private readonly statements = new Map<string, SqlStatement<unknown[], unknown>>();

  constructor(
    private readonly db: SqlClient,
    /** The installation's mode, for types' write rules (dedicated deployments relax some). */
    private readonly deployment: Deployment = { dedicated: false },
    /**
     * The current registry, for each type's declared write rules. Without one (unit tests of the
     * SQL predicates) update and delete follow the generic permission model alone.
     */
    private readonly registry?: () => Registry,
  ) {
    // One primary-key lookup: person fields may name the user's Contact instead of the User.
    this.contactOf = db.prepare<[string], { contact: unknown }>("SELECT json_extract(data, '$.contact') AS contact FROM items WHERE id = ?");
  }

  /** The Contact a User item names (person fields and actor filters may name it instead of the User). */
  contactIdOf(userId: string): string | undefined {
    const contact = this.contactOf.get(userId)?.contact;
    return typeof contact === 'string' ? contact : undefined;
  }

  viewerOf(actor: Actor | null): Viewer {
    if (actor === null) return { kind: 'anonymous' };
    if (actor.admin) return { kind: 'admin' };
    const contact = this.contactOf.get(actor.userId)?.contact;
    return { kind: 'user', principals: principalsOf(actor, typeof contact === 'string' ? contact : undefined) };
  }

  /** Every id the actor is known by (user, contact, organizations), administrators included. */
  principalIds(actor: Actor): string[] {
    const contact = this.contactOf.get(actor.userId)?.contact;
    return allPrincipals(principalsOf(actor, typeof contact === 'string' ? contact : undefined));
  }

  /** SQL condition "the actor may read items row `alias`". */
  readFilter(actor: Actor | null, alias = 'i'): SqlFragment {
    return readPredicate(this.viewerOf(actor), alias);
  }

  /** The subset of ids (existing items only) the actor may read. */
  readableIds(actor: Actor | null, ids: readonly string[]): Set<string> {
    if (ids.length === 0) return new Set();
    const filter = this.readFilter(actor);
    const rows = this.statement(`SELECT i.id FROM items i WHERE i.id IN (SELECT value FROM json_each(?)) AND ${filter.sql}`).all(jsonList(ids), ...filter.params);
    return new Set(rows.flatMap((row) => (isIdRow(row) ? [row.id] : [])));
  }

  /** Ids of every item of a type the actor may read, in one SQL pass (bulk indexes of plugins filter by it). */
  readableIdsOfType(actor: Actor | null, type: string): Set<string> {
    const filter = this.readFilter(actor);
    const rows = this.statement(`SELECT i.id FROM items i WHERE i.type = ? AND ${filter.sql}`).all(type, ...filter.params);
    return new Set(rows.flatMap((row) => (isIdRow(row) ? [row.id] : [])));
  }

  /** The fields types' `read` rules hide from the asker in searches (engine/derive/fieldRead.ts). */
  hiddenFields(actor: Actor | null): HiddenFields | undefined {
    const registry = this.registry?.();
    if (registry === undefined || actor?.admin === true) return undefined;
    const user = actor === null ? { signedIn: false, admin: false, capabilities: {}, validToken: false } : ruleUserOf(actor);
    const types = [...registry.types.values()].map((type) => ({ key: type.key, declaration: type.declaration, textFields: type.search.text }));
    return hiddenFieldsFor(types, user, this.deployment);
  }

  canRead(actor: Actor | null, id: string): boolean {
    return this.readableIds(actor, [id]).has(id);
  }

  /**
   * Whether the actor may perform action on the existing item id. Update and delete follow the
   * type's declared write rule (`write.update` / `write.delete`), whose atom itemRights is the
   * generic rule below; grant and other actions follow the generic rule alone.
   */
  can(actor: Actor | null, id: string, action: ItemAction): boolean {
    if (action === 'read') return this.canRead(actor, id);
    const operation = action === 'update' ? 'update' : action === 'delete' ? 'delete' : undefined;
    const declaration = this.registry?.().types.get(typeOfId(id) ?? '')?.declaration;
    if (declaration === undefined || operation === undefined) return this.genericCan(actor, id, action);
    if (actor === null) return false;
    // A deletion is allowed to whoever may update the item, as before write rules existed.
    const itemRights = (): boolean => this.genericCan(actor, id, 'update') || (operation === 'delete' && this.genericCan(actor, id, 'delete'));
    return mayWriteItem(declaration, operation, ruleUserOf(actor), this.deployment, { itemRights, self: () => id === actor.userId });
  }

  /** The generic permission model: creator, owner organization's administrators, grantees of the action. */
  private genericCan(actor: Actor | null, id: string, action: ItemAction): boolean {
    if (action === 'read') return this.canRead(actor, id);
    // Without a registry (predicate tests) users still edit their own User item.
    if (this.registry === undefined && action === 'update' && actor !== null && id === actor.userId) return true;
    const viewer = this.viewerOf(actor);
    const filter = action === 'grant' ? grantPredicate(viewer) : writePredicate(viewer, action);
    const row = this.statement(`SELECT 1 FROM items i WHERE i.id = ? AND ${filter.sql}`).get(id, ...filter.params);
    return row !== undefined;
  }

  /** The prepared statement of sql, prepared once per service (the SQL text holds no values). */
  private statement(sql: string): SqlStatement<unknown[], unknown> {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare<unknown[], unknown>(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * Whether the actor may create items of type: signed in, holding the type's capability, not a
   * system type, and passing the type's write.create rule with this deployment (administrators always may).
   */
  canCreate(actor: Actor | null, registry: Registry, type: string): boolean {
    const resolved = registry.types.get(type);
    if (!actor || !resolved) return false;
    return mayCreateType(resolved, ruleUserOf(actor), this.deployment);
  }

  /**
   * Whether the actor would hold update or delete on an item of type that organization `owner` owns
   * (or that nobody owns): the type's capability and its write rule, whose itemRights atom holds
   * for the owner organization's administrators (the generic rule's owner clause; no item exists,
   * so there is no creator or grantee). For rights bound to a type rather than an item, such as
   * "update on Workflow" for editing a list's values (business spec §6).
   */
  mayWriteOwnedBy(actor: Actor | null, registry: Registry, type: string, operation: 'update' | 'delete', owner?: string): boolean {
    const resolved = registry.types.get(type);
    if (!actor || !resolved) return false;
    if (actor.admin) return true;
    if (resolved.declaration.system === true) return false;
    const user = ruleUserOf(actor);
    if (resolved.capability !== CORE_CAPABILITY && !holdsCapability(user, resolved.capability)) return false;
    const itemRights = (): boolean => owner !== undefined && actor.adminOrgs.includes(owner);
    return mayWriteItem(resolved.declaration, operation, user, this.deployment, { itemRights, self: () => false });
  }

  /**
   * Whether the actor may put an item in the hands of the owner its fields name (the type's
   * access.ownerField): administrators always; otherwise administrators of that organization
   * (adminOrgs), or whoever may update the owner item itself. An item naming no owner passes.
   * Members who only read an organization thus never create or move records into it.
   */
  mayOwn(actor: Actor, registry: Registry, type: string, fields: Readonly<Record<string, unknown>>): boolean {
    if (actor.admin) return true;
    // A self-owned item (ownerField "$id") names no other owner to hand it to.
    const ownerField = foreignOwnerField(registry.types.get(type)?.declaration);
    const owner = ownerField === undefined ? undefined : fields[ownerField];
    if (typeof owner !== 'string' || owner === '') return true;
    return actor.adminOrgs.includes(owner) || this.can(actor, owner, 'update');
  }

  /**
   * On an item that is their own (their User item) a non-administrator changes only the type's
   * write.selfFields (User: name, avatar and preferences; never admin, capabilities, email,
   * memberships). Types without selfFields restrict nothing here.
   */
  checkSelfFields(actor: Actor, registry: Registry, id: string, changed: readonly string[]): boolean {
    if (actor.admin || id !== actor.userId) return true;
    const declaration = registry.types.get(typeOfId(id) ?? '')?.declaration;
    const allowed = declaration === undefined ? undefined : selfFieldsOf(declaration);
    return allowed === undefined || changed.every((field) => allowed.has(field));
  }

  /** act/isAllowed: each action answered for the item (or for the type, with id "{type}-0"). */
  isAllowed(actor: Actor | null, registry: Registry, target: { type: string; index: number; id: string }, actions: readonly string[]): AllowedResult {
    const allowed: Record<string, boolean> = {};
    if (target.index === 0) {
      for (const action of actions) allowed[action] = action === 'create' && this.canCreate(actor, registry, target.type);
      return { allowed };
    }
    for (const action of actions) allowed[action] = action !== 'create' && this.can(actor, target.id, action);
    const result: AllowedResult = { allowed };
    if (actor !== null && this.can(actor, target.id, 'grant')) result.applyGrants = true;
    return result;
  }
}
