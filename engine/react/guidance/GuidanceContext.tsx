import { createContext, useContext, type ReactNode } from 'react';

/**
 * Whether guidance shows: form help texts, intro texts and hints that explain a screen (platform
 * spec §1, the user's hide-guidance preference). Shown unless an application says otherwise, so
 * stories and tests see every text.
 */
const GuidanceContext = createContext<boolean>(true);

/** Shows or hides every guidance text below at once (the app passes the user's preference). */
export function GuidanceProvider({ shown, children }: { shown: boolean; children: ReactNode }) {
  return <GuidanceContext.Provider value={shown}>{children}</GuidanceContext.Provider>;
}

/** False while the user hides guidance: help texts and intro panels render nothing. */
export function useGuidanceShown(): boolean {
  return useContext(GuidanceContext);
}
