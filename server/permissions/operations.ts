import type { Registry } from '../../engine/registry/registry';
import { notAllowed } from '../items/errors';
import type { ItemServices } from '../items/itemServices';
import { bodyRecord, invalidBody, parseId, requireActor, requireItemId } from '../items/operationHelpers';
import { actorForUser } from '../notify/userActors';
import type { Actor, OperationRegistry } from '../protocol/contract';
import { parseSearchRequest } from '../search/searchRequest';
import { isGrantableAction } from './grantStore';

/** Capabilities the registry knows: those plugins declare and those types name. */
function declaredCapabilities(registry: Registry): string[] {
  const names = new Set<string>(registry.capabilities);
  registry.types.forEach((type) => names.add(type.capability));
  return [...names];
}

function stringList(value: unknown, what: string): string[] {
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string')) throw invalidBody(`${what} must be a list of strings`);
  return value as string[];
}

/** Ids of getGrantedBy's grantsFor: a list of ids or a map keyed by id. */
function grantsForIds(value: unknown): string[] {
  if (Array.isArray(value)) return stringList(value, 'grantsFor');
  if (typeof value === 'object' && value !== null) return Object.keys(value);
  throw invalidBody('grantsFor must be a list of ids or an object keyed by id');
}

/** act/rolesAvailable, act/isAllowed, act/getGrantedBy, act/filterByPerm, act/getGrants, act/setGrants. */
export function registerPermissionOperations(operations: OperationRegistry, services: ItemServices): void {
  const { permissions, grants, search, store } = services;

  operations.register('act/rolesAvailable', (ctx) => {
    const actor = requireActor(ctx);
    const roles = actor.admin ? declaredCapabilities(ctx.registry()) : Object.keys(actor.capabilities).filter((name) => actor.capabilities[name]);
    return { rolesAvailable: [...new Set(roles)].sort((a, b) => a.localeCompare(b, 'en')) };
  });

  operations.register(
    'act/isAllowed',
    (ctx, body) => {
      const record = bodyRecord(body);
      const actions = stringList(record.actions ?? ['read'], 'actions');
      if (typeof record.id === 'string' && record.id.startsWith('vgn-')) return { allowed: Object.fromEntries(actions.map((a) => [a, true])) };
      const target = parseId(record.id);
      return permissions.isAllowed(ctx.actor, ctx.registry(), target, actions);
    },
    { anonymous: true },
  );

  operations.register('act/getGrantedBy', (ctx, body) => {
    const actor = requireActor(ctx);
    const ids = grantsForIds(bodyRecord(body).grantsFor);
    const readable = [...permissions.readableIds(actor, ids)];
    return { result: grants.grantedBy(permissions.principalIds(actor), readable) };
  });

  operations.register('act/filterByPerm', (ctx, body) => {
    const actor = requireActor(ctx);
    const record = bodyRecord(body);
    let subject: Actor = actor;
    if (record.subjectID !== undefined && record.subjectID !== actor.userId) {
      if (!actor.admin) throw notAllowed('only administrators check permissions of other users');
      subject = actorForUser(store.db, requireItemId(record.subjectID)) ?? subject;
      if (subject === actor) throw invalidBody('subjectID names no user');
    }
    const candidates = Array.isArray(record.query)
      ? stringList(record.query, 'query')
      : search.search(actor, { ...parseSearchRequest(record.query ?? {}), max: 'all', facets: [] }).ids;
    // The caller learns nothing about items it may not read itself.
    const visible = permissions.readableIds(actor, candidates);
    const actions = record.chain === undefined ? [typeof record.action === 'string' ? record.action : 'read'] : stringList(record.chain, 'chain');
    let results = candidates.filter((id) => visible.has(id) && actions.every((action) => permissions.can(subject, id, action)));
    if (typeof record.grantedBy === 'string') {
      const byGrantor = grants.grantedBy(permissions.principalIds(subject), results);
      results = results.filter((id) => byGrantor[id]?.[record.grantedBy as string] !== undefined);
    }
    return { results };
  });

  operations.register('act/getGrants', (ctx, body) => {
    const actor = requireActor(ctx);
    const id = requireItemId(bodyRecord(body).id);
    if (!permissions.can(actor, id, 'grant')) throw notAllowed(`may not see the grants of ${id}`);
    return { id, grants: grants.forItem(id) };
  });

  operations.register('act/setGrants', (ctx, body) => {
    const actor = requireActor(ctx);
    const record = bodyRecord(body);
    const id = requireItemId(record.id);
    const grantee = requireItemId(record.grantee);
    const actions = stringList(record.actions ?? [], 'actions');
    if (!actions.every(isGrantableAction)) throw invalidBody('actions may be read, update, delete');
    if (!store.getRow(id) || !permissions.can(actor, id, 'grant')) throw notAllowed(`may not grant on ${id}`);
    grants.set(id, grantee, actions.filter(isGrantableAction), actor.userId);
    return { id, grants: grants.forItem(id) };
  });
}
