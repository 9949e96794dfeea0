import type { ItemServices } from '../items/itemServices';
import type { ServerModuleContext } from '../serverModule';
import { registerLovRoute } from './lovRoute';

/**
 * GET /lov/{locale}/{list}[/{ownerId}] over the item services. The LOVValue write rule and the
 * validation context are part of the item services themselves (createItemServices), so every
 * writer of items respects them, with or without this route.
 */
export function startLovs(context: Pick<ServerModuleContext, 'http' | 'authenticator' | 'registry'>, services: ItemServices): void {
  registerLovRoute(context.http, {
    authenticator: context.authenticator,
    registry: context.registry,
    permissions: services.permissions,
    index: services.lovValues,
  });
}
