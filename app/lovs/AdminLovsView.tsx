import { Menu, MenuItem, NonIdealState } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { useEngine } from '../../engine/react/services/EngineContext';
import { AppEngineProvider } from '../data/AppEngineProvider';
import { useCellChrome } from '../layout/useCellChrome';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { useSession } from '../session/useSession';
import type { ViewProps } from '../views/viewRegistry';
import { ListValuesEditor } from './ListValuesEditor';
import { parseListScopeParam } from './listValues';
import './lovs.css';

function AdminLovsBody({ cellKey, columnIndex, routeParam }: ViewProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const session = useSession();
  const { setParam } = useColumnNavigation();
  useCellChrome(cellKey, { title: t('nav.admin.lovs'), icon: 'properties', width: 'FULL' });
  // The chosen list travels in the cell's parameter (?c0=ORG_MEETING_TYPES): the address can be shared.
  const chosen = parseListScopeParam(routeParam)?.list;
  const lovs = [...registry.lovs.values()].sort((a, b) => t(a.label).localeCompare(t(b.label)));
  const lov = chosen === undefined ? undefined : registry.lovs.get(chosen);

  if (session.user.admin !== true) return <NonIdealState icon="lock" description={<FormattedMessage id="lovs.adminOnly" />} />;
  return (
    <div className="vgn-lov-admin">
      <Menu className="vgn-lov-lists" aria-label={t('nav.admin.lovs')}>
        {lovs.map((entry) => (
          <MenuItem
            key={entry.key}
            multiline
            text={
              <>
                <div>{t(entry.label)}</div>
                <code className="vgn-lov-key">{entry.key}</code>
              </>
            }
            active={entry.key === chosen}
            onClick={() => setParam(columnIndex, entry.key)}
          />
        ))}
      </Menu>
      <div className={lov ? 'vgn-lov-main' : 'vgn-lov-main vgn-lov-main-empty'}>
        {lov ? (
          <>
            <h3 className="vgn-lov-title">
              {t(lov.label)} <code>{lov.key}</code>
            </h3>
            <p className="vgn-lov-note">
              <FormattedMessage id={lov.ownerType ? 'lovs.sharedWithOwners' : 'lovs.shared'} values={{ owner: t(registry.types.get(lov.ownerType ?? '')?.declaration.label ?? lov.ownerType ?? '') }} />
            </p>
            <ListValuesEditor key={lov.key} lov={lov} scope={{ list: lov.key }} />
          </>
        ) : (
          <NonIdealState icon="properties" description={<FormattedMessage id="lovs.pickList" />} />
        )}
      </div>
    </div>
  );
}

/**
 * admin.lovs (administrators): every declared list of values, and for the chosen one its shared
 * values (declared and added) with add, translate (en/fr), reorder and archive/unarchive.
 */
export function AdminLovsView(props: ViewProps) {
  return (
    <AppEngineProvider>
      <AdminLovsBody {...props} />
    </AppEngineProvider>
  );
}
