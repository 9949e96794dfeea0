import { Card, H2 } from '@blueprintjs/core';
import type { ReactNode } from 'react';

/** The narrow centred card of the account screens (sign-in, register, passwords). */
export function AccountCard({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div className="vgn-account-screen">
      <Card className="vgn-account-card" elevation={1}>
        <H2>{title}</H2>
        {children}
      </Card>
    </div>
  );
}
