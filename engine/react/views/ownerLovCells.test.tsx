import { renderToString } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadBuiltInRegistry } from '../../node/loadBuiltInRegistry';
import type { Registry } from '../../registry/registry';
import { createDeclaredServices } from '../services/declaredServices';
import { EngineProvider } from '../services/EngineContext';
import type { EngineServices, LovEntry } from '../services/engineServices';
import { ItemCardView } from './ItemCardView';
import { ItemDefaultView } from './ItemDefaultView';

let registry: Registry;
beforeAll(async () => {
  const result = await loadBuiltInRegistry();
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  registry = result.registry;
});

/** Declared services whose lists also know Organization-3's own meeting type, and record who asked for which owner. */
function servicesWithOwnerValues(asked: (string | undefined)[]): EngineServices {
  const base = createDeclaredServices(registry, { items: [], now: new Date(2024, 5, 12, 12, 0) });
  const own: LovEntry = { key: 'ELDERS', label: 'Elders circle', state: 'ACTIVE' };
  const entries = (list: string, owner?: string) => {
    asked.push(owner);
    const shared = base.peekLov(list) ?? [];
    return list === 'ORG_MEETING_TYPES' && owner === 'Organization-3' ? [...shared, own] : shared;
  };
  return { ...base, peekLov: entries, loadLov: (list, owner) => Promise.resolve(entries(list, owner)) };
}

const meeting = { $id: 'Meeting-1', _t: 'Meeting', _i: 1, owner: 'Organization-3', summary: 'Circle', date: '2024-06-12', meetingTypes: ['IN_PERSON', 'ELDERS'] };

describe('list values of an owner in generated views', () => {
  it('are labelled with the owner’s own values, the owner found as forms find it', () => {
    const asked: (string | undefined)[] = [];
    const services = servicesWithOwnerValues(asked);
    for (const view of [<ItemDefaultView key="d" item={meeting} type="Meeting" />, <ItemCardView key="c" item={meeting} type="Meeting" />]) {
      const html = renderToString(
        <IntlProvider locale="en" messages={registry.messages.en ?? {}} onError={() => undefined}>
          <EngineProvider services={services}>{view}</EngineProvider>
        </IntlProvider>,
      );
      expect(html).toContain('Elders circle');
      expect(html).toContain('In person');
    }
    expect(asked).toContain('Organization-3');
  });
});

describe('list values while their list loads', () => {
  it('show nothing rather than the raw key, then the label', () => {
    const base = createDeclaredServices(registry, { items: [], now: new Date(2024, 5, 12, 12, 0) });
    // A list nobody has loaded yet: peekLov knows nothing, loadLov never answers during the render.
    const loading: EngineServices = { ...base, peekLov: () => undefined, loadLov: () => new Promise<readonly LovEntry[]>(() => undefined) };
    const render = (services: EngineServices) =>
      renderToString(
        <IntlProvider locale="en" messages={registry.messages.en ?? {}} onError={() => undefined}>
          <EngineProvider services={services}>
            <ItemDefaultView item={meeting} type="Meeting" />
          </EngineProvider>
        </IntlProvider>,
      );
    const html = render(loading);
    expect(html).not.toContain('IN_PERSON');
    expect(html).not.toContain('ELDERS');
    expect(render(base)).toContain('In person');
  });
});
