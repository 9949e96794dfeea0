import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EngineProvider } from '../../engine/react/services/EngineContext';
import type { EngineServices } from '../../engine/react/services/engineServices';
import type { Registry } from '../../engine/registry/registry';
import { api } from '../net/api';
import { useRegistry } from '../registry/useRegistry';
import { ItemLink } from '../routing/CellLink';
import { useSession } from '../session/useSession';
import { createAppEngineServices } from './appEngineServices';
import { labelCache, lovCache } from './caches';

let last: { registry: Registry; locale: string; admin: boolean; services: EngineServices } | undefined;

/** One services object per registry, locale and administrator flag, shared by every cell and toolbar. */
function appServicesFor(registry: Registry, locale: string, admin: boolean): EngineServices {
  if (last && last.registry === registry && last.locale === locale && last.admin === admin) return last.services;
  const services = createAppEngineServices({ registry, locale, admin, api, lovCache, labelCache, ItemLink });
  last = { registry, locale, admin, services };
  return services;
}

/** Gives the generated views below the app's engine services (a spinner until the registry is loaded). */
export function AppEngineProvider({ children }: { children: ReactNode }) {
  const registry = useRegistry();
  const { locale } = useIntl();
  const { user } = useSession();
  if (!registry) return <Spinner size={24} />;
  return <EngineProvider services={appServicesFor(registry, locale, user.admin === true)}>{children}</EngineProvider>;
}
