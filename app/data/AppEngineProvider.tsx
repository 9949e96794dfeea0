import { Spinner } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { audienceKey, type Audience } from '../../engine/derive/audience';
import { EngineProvider } from '../../engine/react/services/EngineContext';
import type { EngineServices } from '../../engine/react/services/engineServices';
import type { Registry } from '../../engine/registry/registry';
import { menuUserOf } from '../header/menuGlue';
import { api } from '../net/api';
import { deploymentOf } from '../net/config';
import { useConfig } from '../net/useConfig';
import { useRegistry } from '../registry/useRegistry';
import { ItemLink } from '../routing/CellLink';
import { hasValidToken, isSignedIn } from '../session/authState';
import { useSession } from '../session/useSession';
import { createAppEngineServices } from './appEngineServices';
import { labelCache, lovCache } from './caches';

let last: { registry: Registry; locale: string; audience: string; services: EngineServices } | undefined;

/** One services object per registry, locale and audience, shared by every cell and toolbar. */
function appServicesFor(registry: Registry, locale: string, audience: Audience): EngineServices {
  const key = audienceKey(audience);
  if (last && last.registry === registry && last.locale === locale && last.audience === key) return last.services;
  const services = createAppEngineServices({ registry, locale, admin: audience.user.admin, audience, api, lovCache, labelCache, ItemLink });
  last = { registry, locale, audience: key, services };
  return services;
}

/** Gives the generated views below the app's engine services (a spinner until the registry is loaded). */
export function AppEngineProvider({ children }: { children: ReactNode }) {
  const registry = useRegistry();
  const { locale } = useIntl();
  const session = useSession();
  const config = useConfig();
  if (!registry) return <Spinner size={24} />;
  const audience: Audience = {
    user: menuUserOf(session.user, isSignedIn(session), hasValidToken(session)),
    deployment: deploymentOf({ dedicated: config.dedicated, ...(config.keyCaps ? { keyCaps: config.keyCaps } : {}) }),
  };
  return <EngineProvider services={appServicesFor(registry, locale, audience)}>{children}</EngineProvider>;
}
