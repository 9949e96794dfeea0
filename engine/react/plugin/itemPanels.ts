import type { ComponentType } from 'react';
import type { CompiledTypeDeclaration } from '../../registry/compiledType';

/** What an item page gives each panel a plugin adds under its fields. */
export interface ItemPanelProps {
  id: string;
  type: string;
  /** The item as the page shows it, kept current by the page's own watch (pushed updates re-render the panel). */
  item: Readonly<Record<string, unknown>>;
  /** The item's update counter: actions that must not act on news they did not see send it. */
  u: number | undefined;
  /** Column of the item page (0-based), for panels that open items beside it. */
  columnIndex: number;
}

/**
 * A panel a plugin adds to the generated item page, below the fields of the default (read) view:
 * on the pages of the listed `types`, or of every type whose declaration passes `show` (all types
 * when neither is given; both must hold when both are given).
 */
export interface ItemPanelContribution {
  /** Unique among all panels (React key, test id "item-panel-{key}"). */
  key: string;
  /** Position among the panels, lower first; ties go by key. */
  order?: number;
  types?: readonly string[];
  show?: (declaration: CompiledTypeDeclaration) => boolean;
  component: ComponentType<ItemPanelProps>;
}

/** Panels without an order come after the ordered ones. */
const DEFAULT_ORDER = 100;

const contributed: ItemPanelContribution[] = [];

/** Installs a plugin's panel (app/plugins/installClientPlugins.ts, once, before the first render). */
export function registerItemPanel(panel: ItemPanelContribution): void {
  contributed.push(panel);
}

/** Every panel plugins contributed. */
export function contributedItemPanels(): readonly ItemPanelContribution[] {
  return contributed;
}

/** The panels of the pages of one type, in order; of panels sharing a key the first one listed wins. */
export function itemPanelsFor(panels: readonly ItemPanelContribution[], type: string, declaration: CompiledTypeDeclaration): ItemPanelContribution[] {
  const seen = new Set<string>();
  return panels
    .filter((panel) => {
      if (seen.has(panel.key)) return false;
      seen.add(panel.key);
      return (panel.types === undefined || panel.types.includes(type)) && (panel.show === undefined || panel.show(declaration));
    })
    .sort((a, b) => (a.order ?? DEFAULT_ORDER) - (b.order ?? DEFAULT_ORDER) || a.key.localeCompare(b.key));
}
