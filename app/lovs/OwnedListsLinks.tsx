import { H6 } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { useEngine } from '../../engine/react/services/EngineContext';
import { config, deploymentOf } from '../net/config';
import { viewLocation } from '../routing/buildLocation';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { useSession } from '../session/useSession';
import { ownedListsFor } from './listRights';
import { listUserOf } from './listUser';
import { listScopeParam } from './listValues';

/**
 * On an item page: the lists of values the item owns values of (lists whose ownerType is its type)
 * that the user may manage, each a link to list-lov. list-lov is a view, and only the first column
 * of an address may be one, so the link starts a new address; its page links back to the owner.
 */
export function OwnedListsLinks({ itemId, mayUpdateOwner }: { itemId: string; mayUpdateOwner: boolean }) {
  const t = useTranslate();
  const { registry } = useEngine();
  const session = useSession();
  const { go } = useColumnNavigation();
  const lists = ownedListsFor(registry, itemId, listUserOf(session), deploymentOf(config), { mayUpdateOwner });
  if (lists.length === 0) return null;
  return (
    <section className="vgn-related vgn-owned-lists">
      <H6 className="vgn-view-section-title">
        <FormattedMessage id="lovs.ownedLists" />
      </H6>
      <ul className="vgn-owned-lists-links">
        {lists.map((lov) => {
          const href = viewLocation('list-lov', listScopeParam({ list: lov.key, owner: itemId }));
          return (
            <li key={lov.key}>
              <a
                href={href}
                onClick={(event) => {
                  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                  event.preventDefault();
                  void go(href);
                }}
              >
                {t(lov.label)}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
