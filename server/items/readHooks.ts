import type { ItemJson } from '../../engine/protocol/item';

export type ReadHook = (item: ItemJson) => ItemJson;

/**
 * Per-type shaping of items as they leave the server (reads, search hits, pushes, notifications),
 * registered by the plugin that owns the type (plugins/core presents Notify's $kind, $context …).
 */
export class ReadHooks {
  private readonly hooks = new Map<string, ReadHook[]>();

  register(type: string, hook: ReadHook): void {
    this.hooks.set(type, [...(this.hooks.get(type) ?? []), hook]);
  }

  present(item: ItemJson): ItemJson {
    const hooks = this.hooks.get(item._t);
    return hooks ? hooks.reduce((shaped, hook) => hook(shaped), item) : item;
  }
}
