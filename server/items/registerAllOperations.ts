import { registerLegacyPathOperations } from '../legacy/operations';
import { registerNotifyOperations } from '../notify/operations';
import { registerPermissionOperations } from '../permissions/operations';
import type { OperationRegistry } from '../protocol/contract';
import { registerRealtimeOperations } from '../realtime/operations';
import { registerSearchOperations } from '../search/operations';
import { registerTaskOperations } from '../tasks/operations';
import type { ItemServices } from './itemServices';
import { registerItemOperations } from './operations';

/** Every socket operation of the item services (see each folder's operations.ts for the shapes). */
export function registerAllItemOperations(operations: OperationRegistry, services: ItemServices): void {
  registerItemOperations(operations, services);
  registerSearchOperations(operations, services);
  registerPermissionOperations(operations, services);
  registerRealtimeOperations(operations, services);
  registerNotifyOperations(operations, services);
  registerTaskOperations(operations, services);
  registerLegacyPathOperations(operations, services);
}
