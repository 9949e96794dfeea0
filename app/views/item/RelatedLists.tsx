import { Button, H6, Spinner } from '@blueprintjs/core';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { itemTitle } from '../../../engine/derive/viewModel';
import { isEmptyValue } from '../../../engine/react/cells/cellProps';
import { CellView } from '../../../engine/react/cells/cellRenderers';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { viewModelOf } from '../../../engine/react/views/derivedModels';
import { lovOwnerProp, viewFieldValue } from '../../../engine/react/views/fieldValue';
import { useViewClock } from '../../../engine/react/views/useViewClock';
import { resolveFieldPath } from '../../../engine/registry/fieldPaths';
import type { CachedItem } from '../../net/itemCache';
import { ErrorMessage } from '../../overlays/ErrorMessage';
import { CellLink } from '../../routing/CellLink';
import { useRouteState } from '../../routing/RouteStateContext';
import { useColumnNavigation } from '../../routing/useColumnNavigation';
import { useSearchRun } from '../../search/useSearchRun';
import { useSession } from '../../session/useSession';
import { useTypeWatches } from '../../search/useTypeWatches';
import { createPrefillParam } from './createPrefill';
import { createCellId } from './itemPageRules';
import { createsOwnedItem, relatedListsOf, relatedMatch, relatedSearchRequest, type RelatedListDeclaration } from './relatedLists';
import { useAllowed } from './useAllowed';
import './related.css';
import { enumMessagesOf } from '../../../engine/derive/enumMessages';

/** Pause after a pushed change of a listed type before the list is searched again. */
const LIVE_REFRESH_MS = 500;

interface RelatedListProps {
  related: RelatedListDeclaration;
  itemId: string;
  columnIndex: number;
  signedIn: boolean;
  admin: boolean;
  /** The user may put new items in this item's hands (administers it, or may update it). */
  mayOwn: boolean;
}

/** One row: the listed item's title (opening it in the next column) and its card fields, compact, but for `hidden` (the field naming this item). */
function RelatedRow({ row, type, label, open, now, hidden }: { row: CachedItem; type: string; label: string | undefined; open: boolean; now: Date; hidden: string }) {
  const { registry, audience } = useEngine();
  const t = useTranslate();
  const declaration = registry.types.get(type)?.declaration;
  const fields = viewModelOf(registry, type, 'card', audience)
    .sections.flatMap((s) => s.fields)
    .filter((field) => field.field !== hidden)
    .map((field) => ({ field, value: viewFieldValue(row, field, now) }))
    .filter(({ value }) => !isEmptyValue(value));
  return (
    <li className={open ? 'vgn-related-row vgn-related-open' : 'vgn-related-row'}>
      <CellLink to={{ key: `i-${row.$id}` }} className="vgn-related-title">
        {label ?? itemTitle(registry, row)}
      </CellLink>
      {fields.map(({ field, value }) => (
        <span key={field.field} className="vgn-related-field" title={t(field.label)}>
          <CellView
            cell={field.cell}
            value={value}
            item={row}
            schema={declaration ? resolveFieldPath(declaration.schema, field.field) : undefined}
            enumMessages={enumMessagesOf(row._t ?? "", field.field)}
            {...(row.$labels ? { labels: row.$labels } : {})}
            {...(declaration ? lovOwnerProp(registry, declaration, field, row) : {})}
          />
        </span>
      ))}
    </li>
  );
}

/**
 * One declared related list (view.related): the items of the listed type whose field names this
 * item, in the declared order, each opening in the next column; live through a type watch; and a
 * create button, when declared and the server allows creating that type, opening the create view
 * with the field pre-filled (createPrefill.ts).
 */
function RelatedList({ related, itemId, columnIndex, signedIn, admin, mayOwn }: RelatedListProps) {
  const t = useTranslate();
  const { registry } = useEngine();
  const { specs } = useRouteState();
  const { open } = useColumnNavigation();
  const request = useMemo(() => relatedSearchRequest(registry, related, itemId), [registry, related, itemId]);
  const reader = useSession().user.$id;
  const run = useSearchRun(request, reader);
  const { refresh } = run;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Any pushed change of a listed item (new, edited, moved away) runs the search again shortly.
  const onPushed = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(refresh, LIVE_REFRESH_MS);
  }, [refresh]);
  const types = useMemo(() => [related.type], [related.type]);
  const match = useMemo(() => relatedMatch(related, itemId), [related, itemId]);
  useTypeWatches(types, match, onPushed);
  const allowed = useAllowed(related.create === true ? `${related.type}-0` : undefined, ['create'], signedIn, admin);
  const mayCreate = allowed.create === true && (mayOwn || !createsOwnedItem(registry, related));
  const now = useViewClock(registry.types.get(related.type)?.declaration.computed !== undefined);

  const next = specs[columnIndex + 1]?.key;
  const total = run.reply?.total ?? 0;
  const createNew = () =>
    void open(columnIndex, { key: `i-${createCellId(related.type, Date.now() % 1_000_000_000)}`, routeParam: createPrefillParam({ [related.field]: itemId }) });

  return (
    <section className="vgn-related" data-related={related.key}>
      <div className="vgn-related-head">
        <H6 className="vgn-view-section-title">{t(related.title)}</H6>
        {run.reply && total > 0 ? (
          <span className="vgn-related-count">
            <FormattedMessage id="views.related.count" values={{ shown: run.rows.length, total }} />
          </span>
        ) : null}
        {run.loading ? <Spinner size={12} /> : null}
        {mayCreate ? (
          <Button size="small" variant="minimal" icon="add" onClick={createNew}>
            <FormattedMessage id="views.related.create" values={{ type: t(registry.types.get(related.type)?.declaration.label ?? related.type) }} />
          </Button>
        ) : null}
      </div>
      {run.error !== undefined ? <ErrorMessage error={run.error} /> : null}
      {run.rows.length > 0 ? (
        <ul className="vgn-related-rows">
          {run.rows.map((row) => (
            <RelatedRow key={row.$id} row={row} type={related.type} label={run.reply?.labels?.[row.$id]} open={next === `i-${row.$id}`} now={now} hidden={related.field} />
          ))}
        </ul>
      ) : !run.loading && run.error === undefined ? (
        <div className="vgn-view-empty">
          <FormattedMessage id="views.related.none" />
        </div>
      ) : null}
    </section>
  );
}

/** Every related list the item's type declares, under the item's fields on its default page. */
export function RelatedLists(props: Omit<RelatedListProps, 'related'> & { type: string }) {
  const { registry } = useEngine();
  const lists = relatedListsOf(registry, props.type);
  if (lists.length === 0) return null;
  return (
    <div className="vgn-related-lists">
      {lists.map((related) => (
        <RelatedList key={related.key} related={related} itemId={props.itemId} columnIndex={props.columnIndex} signedIn={props.signedIn} admin={props.admin} mayOwn={props.mayOwn} />
      ))}
    </div>
  );
}
