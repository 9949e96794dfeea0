import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltInRegistry } from '../../node/loadBuiltInRegistry';
import type { Registry } from '../../registry/registry';
import { createDeclaredServices } from '../services/declaredServices';
import { EngineProvider } from '../services/EngineContext';
import { ItemCardView } from './ItemCardView';
import { ItemDefaultView } from './ItemDefaultView';

let registry: Registry;
beforeAll(async () => {
  const result = await loadBuiltInRegistry();
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  registry = result.registry;
});

/** Renders with the engine clock fixed at `now` (the views read time only through the services). */
function render(node: ReactNode, now: Date): string {
  const services = createDeclaredServices(registry, { items: [], now });
  return renderToString(
    <IntlProvider locale="en" messages={registry.messages.en ?? {}} onError={() => undefined}>
      <EngineProvider services={services}>{node}</EngineProvider>
    </IntlProvider>,
  );
}

const meeting = { $id: 'Meeting-1', _t: 'Meeting', _i: 1, owner: 'Organization-3', summary: 'Site walk', date: '2024-06-12', start: '09:30', end: '11:00', meetingTypes: ['SITE_VISIT'] };
/** Noon on the meeting's day in the zone the test runs in: after its 11:00 end. */
const localNoon = new Date(2024, 5, 12, 12, 0);
const localNine = new Date(2024, 5, 12, 9, 0);
const localTen = new Date(2024, 5, 12, 10, 0);

describe('computed fields in generated views', () => {
  it('show a meeting display state translated, next to its times, following the engine clock', () => {
    const en = registry.messages.en ?? {};
    expect(render(<ItemDefaultView item={meeting} type="Meeting" />, localNine)).toContain(en['computed.timeWindow.PENDING']);
    expect(render(<ItemDefaultView item={meeting} type="Meeting" />, localTen)).toContain(en['computed.timeWindow.ONGOING']);
    const past = render(<ItemDefaultView item={meeting} type="Meeting" />, localNoon);
    expect(past).toContain(en['computed.timeWindow.PAST']);
    expect(past).toContain(en['types.Meeting.computed.displayState']);
  });

  it('show it on the card, as the declaration asks (cardField)', () => {
    const card = render(<ItemCardView item={meeting} type="Meeting" />, localTen);
    expect(card).toContain('vgn-cell-time-window');
    expect(card).toContain(registry.messages.en?.['computed.timeWindow.ONGOING']);
  });
});
