import type { ItemServices } from '../items/itemServices';
import type { ServerModuleContext } from '../serverModule';
import { registerTypeDefExportRoute } from './exportRoute';
import { registerTypeDefOperations } from './operations';
import { TYPE_DEF_TYPE } from './storedTypeDefs';
import { TypeDefService } from './typeDefService';

/**
 * Administrator-defined types over the item services (called by the items module at start):
 * sys.TypeDef items are written only through act/saveTypeDef and its siblings, the stored ACTIVE
 * definitions are built into the registry before the server listens, and the operations and the
 * export download are registered.
 */
export function startTypeDefinitions(context: ServerModuleContext, services: ItemServices): TypeDefService {
  const baseRegistry = context.registry();
  services.managedTypes.manage(TYPE_DEF_TYPE, 'act/saveTypeDef');
  const service = new TypeDefService({
    services,
    bundles: baseRegistry.bundles,
    baseRegistry,
    setRegistry: (source) => context.setRegistry(source),
    broadcast: (o, b) => context.hub.broadcast(o, b),
    log: context.log,
    // Run-time LOVValue items count as list values, whichever owner they belong to.
    lovKeys: (registry, list) => services.lovValues.keys(registry, list, 'any'),
  });
  service.load();
  registerTypeDefOperations(context.operations, service);
  registerTypeDefExportRoute(context.http, context.authenticator, service);
  return service;
}
