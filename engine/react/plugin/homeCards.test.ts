import { describe, expect, it } from 'vitest';
import type { Deployment, MenuUser } from '../../derive/showRule';
import { homeCardsFor, type HomeCardContribution } from './homeCards';

const Body = () => null;
const card = (key: string, extra: Partial<HomeCardContribution> = {}): HomeCardContribution => ({ key, title: `t.${key}`, component: Body, ...extra });
const member: MenuUser = { signedIn: true, admin: false, capabilities: { Core: true, Org: true }, validToken: true };
const community: MenuUser = { signedIn: true, admin: false, capabilities: { Core: true }, validToken: true };
const shared: Deployment = { dedicated: false };

describe('home cards', () => {
  it('orders cards by order, then key; cards without an order come last', () => {
    const cards = [card('zeta'), card('saved', { order: 30 }), card('notifications', { order: 10 }), card('alpha'), card('recent', { order: 20 })];
    expect(homeCardsFor(cards, member, shared).map((c) => c.key)).toEqual(['notifications', 'recent', 'saved', 'alpha', 'zeta']);
  });

  it('shows a card only to users its show rule admits', () => {
    const cards = [card('recent', { order: 20 }), card('org.my-organizations', { order: 40, show: { capability: 'Org' } })];
    expect(homeCardsFor(cards, member, shared).map((c) => c.key)).toEqual(['recent', 'org.my-organizations']);
    expect(homeCardsFor(cards, community, shared).map((c) => c.key)).toEqual(['recent']);
  });

  it('keeps the first of cards sharing a key (the shell’s own come first)', () => {
    const first = card('recent', { order: 20 });
    const cards = [first, card('recent', { order: 1, title: 'other' })];
    expect(homeCardsFor(cards, member, shared)).toEqual([first]);
  });
});
