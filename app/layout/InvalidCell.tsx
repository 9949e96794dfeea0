import { Callout, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { api } from '../net/api';
import { useConfig } from '../net/useConfig';
import { itemLocation } from '../routing/buildLocation';
import { fixedLegacyTarget, LEGACY_PATH_OPERATION, legacyAliasOf, legacyReplyItemId } from '../routing/legacyPath';
import { useRouteState } from '../routing/RouteStateContext';
import type { InvalidColumn } from '../routing/routeTypes';
import { CELL_KEY_NOT_VALID } from '../routing/routeTypes';

/**
 * A column whose segment is no known view and no valid item (platform spec §2 "Unknown or legacy
 * paths"). After a migration from the previous product (config migratedFromCKK1) the focused cell
 * first asks the server whether the address is a legacy alias and, if so, goes to its item.
 */
export function InvalidCell({ column, focused }: { column: InvalidColumn; focused: boolean }) {
  const { migratedFromCKK1 } = useConfig();
  const { route } = useRouteState();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const alias = migratedFromCKK1 && focused && column.ci === 0 ? legacyAliasOf(route, pathname) : undefined;
  const [lookup, setLookup] = useState<'idle' | 'running' | 'unknown'>('idle');

  useEffect(() => {
    if (alias === undefined) return undefined;
    const fixed = fixedLegacyTarget(alias);
    if (fixed !== undefined) {
      void navigate(fixed, { replace: true });
      return undefined;
    }
    let current = true;
    setLookup('running');
    api
      .send<unknown>(LEGACY_PATH_OPERATION, { alias })
      .then((reply) => {
        if (!current) return;
        const itemId = legacyReplyItemId(reply);
        if (itemId === undefined) setLookup('unknown');
        else void navigate(itemLocation(itemId), { replace: true });
      })
      .catch(() => current && setLookup('unknown'));
    return () => {
      current = false;
    };
  }, [alias, navigate]);

  if (lookup === 'running') return <Spinner className="vgn-cell-spinner" />;
  return (
    <Callout intent="warning" icon="warning-sign" className="vgn-invalid-cell">
      <FormattedMessage id={CELL_KEY_NOT_VALID} values={{ key: column.segment }} />
      {column.detail !== undefined && <div className="vgn-invalid-detail">{column.detail}</div>}
    </Callout>
  );
}
