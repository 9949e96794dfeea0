import { NonIdealState, Tag } from '@blueprintjs/core';
import { useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { useEngine } from '../../engine/react/services/EngineContext';
import { useItemLabel, useLovEntries } from '../../engine/react/services/hooks';
import { AppEngineProvider } from '../data/AppEngineProvider';
import { useCellChrome } from '../layout/useCellChrome';
import { config, deploymentOf } from '../net/config';
import { CellLink } from '../routing/CellLink';
import { isSignedIn } from '../session/authState';
import { useSession } from '../session/useSession';
import { useAllowed } from '../views/item/useAllowed';
import type { ViewProps } from '../views/viewRegistry';
import { ListValuesEditor } from './ListValuesEditor';
import { mayManageList } from './listRights';
import { listUserOf } from './listUser';
import { parseListScopeParam } from './listValues';
import './lovs.css';

const UPDATE = ['update'];

/** The values everybody shares, read-only: what an owner's own values come after in forms. */
function SharedValues({ list }: { list: string }) {
  const entries = useLovEntries(list);
  return (
    <p className="vgn-lov-shared">
      <FormattedMessage id="lovs.sharedValues" />{' '}
      {(entries ?? [])
        .filter((entry) => entry.state === 'ACTIVE')
        .map((entry) => (
          <Tag key={entry.key} minimal>
            {entry.label}
          </Tag>
        ))}
    </p>
  );
}

function ListLovBody({ cellKey, routeParam }: ViewProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const session = useSession();
  const scope = useMemo(() => parseListScopeParam(routeParam), [routeParam]);
  const lov = scope ? registry.lovs.get(scope.list) : undefined;
  const ownerLabel = useItemLabel(scope?.owner);
  // The creator of the owner item (or a grantee) holds its rights too: the server says so.
  const ownerRights = useAllowed(scope?.owner, UPDATE, isSignedIn(session), session.user.admin === true);
  const title = lov ? (scope?.owner ? `${t(lov.label)} · ${ownerLabel}` : t(lov.label)) : t('nav.list-lov');
  useCellChrome(cellKey, { title, icon: 'properties', width: 'TWO_THIRDS' });

  if (!scope || !lov) return <NonIdealState icon="error" description={<FormattedMessage id="lovs.unknownList" values={{ list: routeParam ?? '' }} />} />;
  if (!mayManageList(registry, lov, scope, listUserOf(session), deploymentOf(config), { mayUpdateOwner: ownerRights.update === true })) {
    return <NonIdealState icon="lock" description={<FormattedMessage id="lovs.notAllowed" />} />;
  }
  const reserved = scope.owner === undefined ? [] : lov.values.map((value) => value.key);
  return (
    <div className="vgn-lov-page">
      {scope.owner !== undefined ? (
        <>
          <p className="vgn-lov-note">
            <FormattedMessage id="lovs.ownValues" values={{ owner: <CellLink to={{ key: `i-${scope.owner}` }}>{ownerLabel}</CellLink> }} />
          </p>
          <SharedValues list={lov.key} />
        </>
      ) : null}
      <ListValuesEditor lov={lov} scope={scope} reservedKeys={reserved} />
    </div>
  );
}

/**
 * list-lov (route only): one list's values for one scope, /list-lov?c0={LIST}[.{ownerId}]. Owners
 * (an organization's administrators, per the list's edit binding) manage their own values here;
 * administrators also the shared ones. Reached from the owner's item page.
 */
export function ListLovView(props: ViewProps) {
  return (
    <AppEngineProvider>
      <ListLovBody {...props} />
    </AppEngineProvider>
  );
}
