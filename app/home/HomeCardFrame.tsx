import { Card, H4, Icon } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { toIconName } from '../theme/iconName';

/** The frame of one home card: icon and title, the body, an optional footer link. */
export function HomeCardFrame({ cardKey, icon, title, footer, children }: { cardKey: string; icon?: string; title: string; footer?: ReactNode; children: ReactNode }) {
  return (
    <Card className="vgn-home-card" data-testid={`home-card-${cardKey}`} role="region" aria-label={title}>
      <H4 className="vgn-home-card-title">
        <Icon icon={toIconName(icon) ?? 'application'} />
        <span>{title}</span>
      </H4>
      <div className="vgn-home-card-body">{children}</div>
      {footer !== undefined ? <div className="vgn-home-card-footer">{footer}</div> : null}
    </Card>
  );
}
