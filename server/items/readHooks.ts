import { publicFieldsOf, publicView, readsAllFields } from '../../engine/derive/fieldRead';
import type { Deployment } from '../../engine/derive/showRule';
import type { ItemJson } from '../../engine/protocol/item';
import type { Registry } from '../../engine/registry/registry';
import { ruleUserOf } from '../permissions/createRule';
import type { Actor } from '../protocol/contract';

export type ReadHook = (item: ItemJson) => ItemJson;

/** Who receives an item: an actor (null: anonymous) or the platform itself (mail, tasks). */
export type Reader = Actor | null | 'platform';

/**
 * Shapes items as they leave the server (reads, search hits, pushes, notifications): per-type hooks
 * registered by the plugin that owns the type (plugins/core presents Notify's $kind, $context …),
 * then the type's field-level read rule (`read`: a member sees another user's name and avatar, not
 * their e-mail or rights).
 */
export class ReadHooks {
  private readonly hooks = new Map<string, ReadHook[]>();

  constructor(
    private readonly registry?: () => Registry,
    private readonly deployment: Deployment = { dedicated: false, capabilityKeys: [] },
  ) {}

  register(type: string, hook: ReadHook): void {
    this.hooks.set(type, [...(this.hooks.get(type) ?? []), hook]);
  }

  present(item: ItemJson, reader: Reader): ItemJson {
    const hooks = this.hooks.get(item._t);
    const shaped = hooks ? hooks.reduce((current, hook) => hook(current), item) : item;
    return this.limitFields(shaped, reader);
  }

  /** The item with only its public fields when the type restricts reading and the reader may not see all. */
  private limitFields(item: ItemJson, reader: Reader): ItemJson {
    if (reader === 'platform') return item;
    const declaration = this.registry?.().types.get(item._t)?.declaration;
    const publicFields = publicFieldsOf(declaration);
    if (declaration === undefined || publicFields === undefined) return item;
    const user = reader === null ? { signedIn: false, admin: false, capabilities: {}, validToken: false } : ruleUserOf(reader);
    const all = readsAllFields(declaration, user, this.deployment, { self: () => reader !== null && reader.userId === item.$id });
    return all ? item : publicView(item, publicFields);
  }
}
