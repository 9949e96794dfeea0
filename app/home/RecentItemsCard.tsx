import { Icon, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { titleTextOf } from '../../engine/derive/viewModel';
import { Guidance } from '../../engine/react/guidance/Guidance';
import { CellView } from '../../engine/react/cells/cellRenderers';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { useEngine } from '../../engine/react/services/EngineContext';
import { parseItemList } from '../data/itemReads';
import { api } from '../net/api';
import type { CachedItem } from '../net/itemCache';
import { CellLink } from '../routing/CellLink';
import { useSession } from '../session/useSession';
import { toIconName } from '../theme/iconName';
import type { RecentItem } from './recentItems';
import { forgetRecentItem } from './recentItemsStore';
import { useRecentItems } from './useRecentItems';

/** How many recent items the card lists. */
const SHOWN = 8;

/** The readable items of the list, in its order; ids that did not come back are forgotten. */
function useRecentRows(userId: string, recent: readonly RecentItem[]): { item: CachedItem; at: string }[] | undefined {
  const [items, setItems] = useState<Map<string, CachedItem> | undefined>(undefined);
  const ids = recent.slice(0, SHOWN).map((entry) => entry.id);
  const key = ids.join(',');
  useEffect(() => {
    if (key === '') {
      setItems(new Map());
      return undefined;
    }
    let live = true;
    const wanted = key.split(',');
    api.send('readMany/object', wanted).then(
      (reply) => {
        if (!live) return;
        const found = new Map(parseItemList(reply).map((item) => [item.$id, item] as const));
        setItems(found);
        // Deleted or no longer readable: not offered again.
        for (const id of wanted) if (!found.has(id)) forgetRecentItem(userId, id);
      },
      (error: unknown) => {
        if (live) setItems(new Map());
        console.warn('Recent items could not be read.', error);
      },
    );
    return () => {
      live = false;
    };
  }, [key, userId]);
  if (items === undefined) return undefined;
  return recent.slice(0, SHOWN).flatMap((entry) => {
    const item = items.get(entry.id);
    return item ? [{ item, at: entry.at }] : [];
  });
}

/** The items the user recently opened or edited in this browser, newest first (app/home/recentItems.ts). */
export function RecentItemsCard() {
  const t = useTranslate();
  const { registry } = useEngine();
  const session = useSession();
  const recent = useRecentItems(session.user.$id);
  const rows = useRecentRows(session.user.$id, recent);
  if (rows === undefined) return <Spinner size={20} />;
  if (rows.length === 0)
    return (
      <>
        <p className="vgn-home-empty">
          <FormattedMessage id="home.recent.none" />
        </p>
        <Guidance className="vgn-home-hint">
          <FormattedMessage id="home.recent.hint" />
        </Guidance>
      </>
    );
  return (
    <ul className="vgn-home-list">
      {rows.map(({ item, at }) => {
        const type = registry.types.get(typeof item._t === 'string' ? item._t : '')?.declaration;
        const typeLabel = type ? t(type.label) : '';
        const title = (type ? titleTextOf(type, item) : undefined) ?? typeLabel;
        return (
          <li key={item.$id}>
            <CellLink to={{ key: `i-${item.$id}` }} className="vgn-home-list-link">
              <Icon icon={toIconName(type?.view?.icon) ?? 'document'} size={14} />
              <span className="vgn-home-list-title" data-testid="home-recent-item">
                {title}
              </span>
              <span className="vgn-home-list-meta">
                {typeLabel} · <CellView cell="relative-time" value={at} />
              </span>
            </CellLink>
          </li>
        );
      })}
    </ul>
  );
}
