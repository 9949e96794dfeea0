import { useEffect } from 'react';
import './guidance.css';

/** The class on <body> while the user hides guidance (portals and plain markup follow it too). */
export const HIDE_GUIDANCE_CLASS = 'vgn-hide-guidance';

/**
 * Mirrors the user's hide-guidance preference on <body>, so guidance that is not rendered through
 * the engine's Guidance component (a Blueprint helper text marked vgn-guidance) hides at once too.
 */
export function useGuidanceClass(hidden: boolean): void {
  useEffect(() => {
    document.body.classList.toggle(HIDE_GUIDANCE_CLASS, hidden);
  }, [hidden]);
}
