import type { PluginEvent } from '../../engine/plugin/serverPlugin';
import type { ItemChange } from '../../engine/protocol/item';

export type WriteEventDescriber = (change: ItemChange) => PluginEvent | undefined;

/**
 * Business meanings of writes, per type (plugins' `events.describe`): a write a plugin describes is
 * recorded as that one event (ORG_MEETING_SCHEDULED) instead of the platform's ITEM_CREATED, so
 * followers are told once. The first describer with an answer wins.
 */
export class WriteEventDescribers {
  private readonly describers = new Map<string, WriteEventDescriber[]>();

  register(type: string, describer: WriteEventDescriber): () => void {
    this.describers.set(type, [...(this.describers.get(type) ?? []), describer]);
    return () => this.describers.set(type, (this.describers.get(type) ?? []).filter((entry) => entry !== describer));
  }

  /** Whether some plugin describes writes of the type (their Events then come from plugin code). */
  describes(type: string): boolean {
    return (this.describers.get(type)?.length ?? 0) > 0;
  }

  describe(change: ItemChange): PluginEvent | undefined {
    for (const describer of this.describers.get(change.item._t) ?? []) {
      const event = describer(change);
      if (event !== undefined) return event;
    }
    return undefined;
  }
}
