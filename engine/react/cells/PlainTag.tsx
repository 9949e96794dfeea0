import { Classes, type Intent } from '@blueprintjs/core';
import type { ReactNode } from 'react';

export interface PlainTagProps {
  children: ReactNode;
  intent?: Intent;
  minimal?: boolean;
  round?: boolean;
  className?: string;
  title?: string;
}

/**
 * Blueprint's Tag markup and look without its measuring: Tag wraps its text in Text ellipsize,
 * whose layout effect reads scrollWidth on mount, a forced layout per tag (grid cells, facet counts
 * and header badges were a list page's longest task). The ellipsis here is plain CSS
 * (bp6-text-overflow-ellipsis), so a cut text carries no automatic tooltip: pass `title` if it may be cut.
 */
export function PlainTag({ children, intent, minimal = false, round = false, className, title }: PlainTagProps) {
  const classes = [Classes.TAG, intent === undefined ? '' : Classes.intentClass(intent), minimal ? Classes.MINIMAL : '', round ? Classes.ROUND : '', className ?? '']
    .filter((name) => name !== '' && name !== undefined)
    .join(' ');
  return (
    <span className={classes} {...(title === undefined ? {} : { title })}>
      <span className={`${Classes.TEXT_OVERFLOW_ELLIPSIS} ${Classes.FILL}`}>{children}</span>
    </span>
  );
}
