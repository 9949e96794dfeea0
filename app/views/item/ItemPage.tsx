import { Spinner } from '@blueprintjs/core';
import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useNavigate } from 'react-router';
import { itemTitle } from '../../../engine/derive/viewModel';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { viewModelOf } from '../../../engine/react/views/derivedModels';
import { ItemDefaultView } from '../../../engine/react/views/ItemDefaultView';
import { AppEngineProvider } from '../../data/AppEngineProvider';
import { OwnedListsLinks } from '../../lovs/OwnedListsLinks';
import { isOwnWrite } from '../../data/itemWrites';
import { useCellChrome } from '../../layout/useCellChrome';
import type { CachedItem } from '../../net/itemCache';
import { ErrorMessage } from '../../overlays/ErrorMessage';
import { showAlert } from '../../overlays/alerts';
import { hasValidToken, isSignedIn } from '../../session/authState';
import { useSession } from '../../session/useSession';
import type { ItemViewProps } from '../viewRegistry';
import { ItemCreatePage } from './ItemCreatePage';
import { ItemEditor } from './ItemEditor';
import { itemControls } from './itemControls';
import { ItemPanels } from './ItemPanels';
import { RelatedLists } from './RelatedLists';
import { isCreateId, signInRedirect, unshownItemTitle } from './itemPageRules';
import { useAllowed } from './useAllowed';
import { useWatchedItem } from './useWatchedItem';
import './itemPage.css';

const UPDATE_ACTIONS = ['update'];

/** The user administers the organization `id` (User.adminOrg): new records may be put in its hands. */
function administers(user: { adminOrg?: unknown }, id: string): boolean {
  return Array.isArray(user.adminOrg) && user.adminOrg.includes(id);
}

/** Shows app.serverUpdated when the viewed item changes on the server (not for this client's own writes). */
function useServerUpdateNotice(item: CachedItem | undefined, editing: boolean): void {
  const [seen, setSeen] = useState<{ id?: string; u?: number }>({});
  useEffect(() => {
    if (!item) return;
    const changed = seen.id === item.$id && seen.u !== undefined && item._u !== undefined && item._u > seen.u;
    if (changed && !editing && !isOwnWrite(item.$id, item._u)) {
      showAlert({ type: 'INFO', message: 'app.serverUpdated' });
    }
    if (seen.id !== item.$id || seen.u !== item._u) setSeen({ id: item.$id, ...(item._u === undefined ? {} : { u: item._u }) });
  }, [item, editing, seen]);
}

function ItemPageBody({ cellKey, columnIndex, id, type, context }: ItemViewProps) {
  const intl = useIntl();
  const { registry } = useEngine();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const signedIn = isSignedIn(session);
  const admin = session.user.admin === true;
  const { item, error } = useWatchedItem(id, session.user.$id);
  const t = useTranslate();
  const translateLabel = (label: string | undefined): string | undefined => (label === undefined ? undefined : t(label));
  // The "edit" context (i-{id}-edit) opens the page with its form.
  const [editing, setEditing] = useState(context === 'edit');
  const allowed = useAllowed(item ? id : undefined, UPDATE_ACTIONS, signedIn, admin);
  const declaration = registry.types.get(type)?.declaration;
  // Notices only while the page shows the stored version; while editing the editor announces changes.
  useServerUpdateNotice(item, editing);

  useEffect(() => {
    const target = signInRedirect(error, session.authResolved, signedIn, `${location.pathname}${location.search}`);
    if (target) void navigate(target, { replace: true });
  }, [error, session.authResolved, signedIn, location, navigate]);

  const controls = useMemo(
    () => (item ? itemControls(item, columnIndex, { tokenValid: hasValidToken(session), admin, masquerading: typeof session.user.masquerading === 'string' }) : []),
    [item, columnIndex, session, admin],
  );
  const canEdit = allowed.update === true && declaration !== undefined && declaration.system !== true;
  useCellChrome(cellKey, {
    title: item ? itemTitle(registry, item) : unshownItemTitle(id, (of) => translateLabel(registry.types.get(of)?.declaration.label)),
    icon: declaration ? viewModelOf(registry, type, 'default').icon : 'document',
    controls,
    actionBtn:
      canEdit && !editing && item
        ? { title: intl.formatMessage({ id: 'views.item.edit' }), icon: 'edit', onClick: () => setEditing(true) }
        : undefined,
  });

  if (error !== undefined) return <ErrorMessage error={error} />;
  if (!item) return <Spinner size={32} className="vgn-item-loading" />;
  if (!declaration) return <ErrorMessage error={{ userMessage: 'unknownType', sysMessage: `Item type ${type} is not declared` }} />;
  if (editing) return <ItemEditor cellKey={cellKey} item={item} type={type} onDone={() => setEditing(false)} />;
  return (
    <>
      <ItemDefaultView item={item} type={type} />
      <ItemPanels item={item} type={type} declaration={declaration} columnIndex={columnIndex} />
      <RelatedLists itemId={item.$id} type={type} columnIndex={columnIndex} signedIn={signedIn} admin={admin} mayOwn={admin || allowed.update === true || administers(session.user, item.$id)} />
      <OwnedListsLinks itemId={item.$id} mayUpdateOwner={allowed.update === true} />
    </>
  );
}

/**
 * The generic item page (registered for every type): loads and watches the item, puts its title,
 * icon and toolbar controls (meta, timeline, raw edit, notification preference, previous/next) in
 * the cell toolbar, and shows the generated default view with the panels plugins add and the type's
 * related lists under it, or the edit form after "Edit". A create
 * cell ("{type}-0-{marker}") gets the generated create view instead.
 */
export function ItemPage(props: ItemViewProps) {
  return <AppEngineProvider>{isCreateId(props.id) ? <ItemCreatePage {...props} /> : <ItemPageBody {...props} />}</AppEngineProvider>;
}
