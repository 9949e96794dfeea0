import type { ReactNode } from 'react';
import { useGuidanceShown } from './GuidanceContext';

/**
 * A piece of guidance on a screen (an intro, an empty-state hint, a "what is this" text): rendered
 * while guidance shows, nothing while the user hides it. Error messages never go in here.
 */
export function Guidance({ children, className, as = 'p' }: { children: ReactNode; className?: string; as?: 'p' | 'div' | 'span' }) {
  if (!useGuidanceShown()) return null;
  const Tag = as;
  return <Tag className={['vgn-guidance', className].filter(Boolean).join(' ')}>{children}</Tag>;
}
