import type { ComponentType } from 'react';
import type { ShowRule } from '../../declarations/bundle';
import { evaluateShowRule, type Deployment, type MenuUser } from '../../derive/showRule';

/** What the home page gives each card's body. */
export interface HomeCardProps {
  /** Opens an item beside the home page (the next column). */
  openItem(id: string): void;
  /** Goes to a menu entry's view by its nav path ("my-organizations"), replacing the columns as the menu does. */
  openView(path: string): void;
}

/**
 * A card of a signed-in user's start page (the home view): a small dashboard a plugin contributes
 * (`homeCards` of its client entry) beside the shell's own (unread notifications, recent items,
 * saved searches). The home page draws the card's frame (icon, title) and renders the body.
 */
export interface HomeCardContribution {
  /** Unique among all cards (React key, test id "home-card-{key}"). */
  key: string;
  /** Message id of the card's title. */
  title: string;
  /** Blueprint icon name. */
  icon?: string;
  /** Position among the cards, lower first (the shell's cards use 10, 20, 30); ties go by key. */
  order?: number;
  /** Who sees the card, as nav items say it (e.g. { capability: "Org" }); every signed-in user when absent. */
  show?: ShowRule;
  component: ComponentType<HomeCardProps>;
}

/** Cards without an order come after the ordered ones. */
const DEFAULT_ORDER = 100;

const contributed: HomeCardContribution[] = [];

/** Installs a plugin's card (app/plugins/installClientPlugins.ts, once, before the first render). */
export function registerHomeCard(card: HomeCardContribution): void {
  contributed.push(card);
}

/** Every card plugins contributed. */
export function contributedHomeCards(): readonly HomeCardContribution[] {
  return contributed;
}

/**
 * The cards a user sees, in order: those whose show rule holds for them, by order then key; of
 * cards sharing a key the first one listed wins (the shell's own come first).
 */
export function homeCardsFor(cards: readonly HomeCardContribution[], user: MenuUser, deployment: Deployment): HomeCardContribution[] {
  const seen = new Set<string>();
  const unique = cards.filter((card) => {
    if (seen.has(card.key)) return false;
    seen.add(card.key);
    return true;
  });
  return unique
    .filter((card) => card.show === undefined || evaluateShowRule(card.show, user, deployment))
    .sort((a, b) => (a.order ?? DEFAULT_ORDER) - (b.order ?? DEFAULT_ORDER) || a.key.localeCompare(b.key));
}
