import { createContext, useContext, type ReactNode } from 'react';
import type { EngineServices } from './engineServices';

const EngineContext = createContext<EngineServices | null>(null);

/** Makes the engine services available to every generated view, cell and widget below. */
export function EngineProvider({ services, children }: { services: EngineServices; children: ReactNode }) {
  return <EngineContext.Provider value={services}>{children}</EngineContext.Provider>;
}

export function useEngine(): EngineServices {
  const services = useContext(EngineContext);
  if (!services) throw new Error('useEngine needs an EngineProvider above it');
  return services;
}
