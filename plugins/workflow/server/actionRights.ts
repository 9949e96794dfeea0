import type { ItemJson } from '../../../engine/protocol/item';
import type { Actor } from '../../../engine/protocol/operations';
import type { PluginItems } from '../../../engine/plugin/serverPlugin';
import type { Registry } from '../../../engine/registry/registry';
import type { WorkflowRights } from '../../../engine/workflow';

/** The rules of who may ask for what are shared with the client's workflow panel (engine/workflow/askRights.ts). */
export { mayAsk, type WorkflowRights } from '../../../engine/workflow';

/** The actor's rights towards one item's workflow: their contact, whether they may force and manage it. */
export function rightsOf(items: PluginItems, registry: Registry, actor: Actor, item: ItemJson): WorkflowRights {
  const user = items.get(actor.userId);
  const contact = typeof user?.contact === 'string' ? user.contact : undefined;
  const ownerField = registry.types.get(item._t)?.declaration.access?.ownerField;
  const owner = ownerField === undefined ? undefined : item[ownerField];
  const ownerAdmin = typeof owner === 'string' && actor.adminOrgs.includes(owner);
  const mayForce = actor.admin || ownerAdmin;
  return { contact, mayForce, mayManage: mayForce || items.can(actor, item.$id, 'update') };
}
