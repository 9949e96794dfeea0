import { Card, H6, Spinner, Tag } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { CellView } from '../../../engine/react/cells/cellRenderers';
import { isEmptyValue } from '../../../engine/react/cells/cellProps';
import type { Translate } from '../../../engine/react/i18n/translate';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { fieldDisplay, type DisplaySource } from '../../../engine/registry/fieldDisplay';
import { resolveFieldPath } from '../../../engine/registry/fieldPaths';
import { AppEngineProvider } from '../../data/AppEngineProvider';
import { inIdOrder, parseItemList } from '../../data/itemReads';
import { useCellChrome } from '../../layout/useCellChrome';
import { api } from '../../net/api';
import type { CachedItem } from '../../net/itemCache';
import { ErrorMessage } from '../../overlays/ErrorMessage';
import { asSearchReply } from '../../search/searchProtocol';
import type { ItemViewProps } from '../viewRegistry';
import { parseTimeline, type FieldChange, type TimelineEntry } from './timelineEntries';
import { eventSearch, isOwnWriteEvent, mergeTimeline } from './timelineEvents';
import { useTimeline } from './useTimeline';
import { useWatchedItem } from './useWatchedItem';

/** "28-May-2026 16:31 (3 days ago)": one span, so the head's flex gap never splits the parentheses. */
function When({ ts }: { ts: string }) {
  return (
    <span className="vgn-timeline-when">
      <CellView cell="date-time" value={ts} /> (<CellView cell="relative-time" value={ts} />)
    </span>
  );
}

function ChangeRows({ type, changes }: { type: string; changes: readonly FieldChange[] }) {
  const t = useTranslate();
  const { registry } = useEngine();
  const declaration = registry.types.get(type)?.declaration;
  // A type the registry no longer knows (removed by an administrator) still shows its history.
  const source: DisplaySource = declaration ?? { key: type, schema: { type: 'object', properties: {} }, fields: {} };
  return (
    <div className="vgn-timeline-changes">
      {changes.map((change) => {
        const schema = declaration ? resolveFieldPath(declaration.schema, change.field) : undefined;
        const { label, cell } = fieldDisplay(source, change.field);
        const show = (value: unknown) => (isEmptyValue(value) ? <span className="vgn-view-empty">—</span> : <CellView cell={cell} value={value} {...(schema ? { schema } : {})} />);
        return (
          <div key={change.field} style={{ display: 'contents' }}>
            <strong>{t(label)}</strong>
            <span className="vgn-timeline-old">{show(change.old)}</span>
            <span aria-hidden="true">→</span>
            <span>{show(change.new)}</span>
          </div>
        );
      })}
    </div>
  );
}

/**
 * One write. The creation shows the item's own creation stamp (_c, as the meta dialog does): data
 * brought in by the platform (imports, demo data) keeps who made it and when, not when it was loaded.
 */
function ChangeCard({ entry, type, created }: { entry: TimelineEntry; type: string; created?: { by: string; ts: string } }) {
  const by = entry.op === 'create' && created ? created.by : entry.by;
  const ts = entry.op === 'create' && created ? created.ts : entry.ts;
  return (
    <Card compact>
      <div className="vgn-timeline-head">
        <Tag minimal intent={entry.op === 'delete' ? 'danger' : entry.op === 'create' ? 'success' : 'primary'}>
          <FormattedMessage id={`views.timeline.${entry.op}`} />
        </Tag>
        <CellView cell="item-ref" value={by} />
        <When ts={ts} />
      </div>
      {entry.changes.length > 0 ? <ChangeRows type={type} changes={entry.changes} /> : null}
    </Card>
  );
}

/** The kind's message; the kind itself when no message exists. */
function eventText(t: Translate, kind: string): string {
  const id = `events.${kind}`;
  const text = t(id);
  return text === id ? kind : text;
}

/**
 * The event's details: the message events.{KIND}.detail with the event's params (a value naming a
 * message is shown translated), or nothing when the kind has no such message.
 */
function eventDetail(t: Translate, kind: string, params: unknown): string | undefined {
  const id = `events.${kind}.detail`;
  if (typeof params !== 'object' || params === null) return undefined;
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (typeof value === 'string') values[name] = t(value);
  const text = t(id, values);
  return text === id ? undefined : text;
}

function EventCard({ event }: { event: CachedItem }) {
  const t = useTranslate();
  const kind = typeof event.kind === 'string' ? event.kind : '';
  const created = typeof event._c === 'object' && event._c !== null ? (event._c as Record<string, unknown>) : {};
  const detail = eventDetail(t, kind, event.params);
  return (
    <Card compact>
      <div className="vgn-timeline-head">
        <Tag minimal icon="timeline-events">
          {eventText(t, kind)}
        </Tag>
        <CellView cell="item-ref" value={created.by} />
        {typeof created.ts === 'string' ? <When ts={created.ts} /> : null}
      </div>
      {detail === undefined ? null : <div className="vgn-timeline-detail">{detail}</div>}
      {typeof event.description === 'string' ? <CellView cell="multiline" value={event.description} /> : null}
    </Card>
  );
}

/**
 * Events about the item (search then readMany), newest first, without the platform's own write
 * events of this item (the change log's entries show those writes with their diff already); empty
 * while loading. A failing search is returned, for the view to show.
 */
function useEvents(id: string, u: number | undefined): { events: CachedItem[]; error?: unknown } {
  const [state, setState] = useState<{ events: CachedItem[]; error?: unknown }>({ events: [] });
  useEffect(() => {
    let live = true;
    api
      .send('search/ids', eventSearch(id))
      .then(async (reply) => {
        const ids = asSearchReply(reply)?.ids ?? [];
        const items = ids.length === 0 ? [] : inIdOrder(parseItemList(await api.send('readMany/object', ids)), ids);
        if (live) setState({ events: items.filter((event) => !isOwnWriteEvent(event, id)) });
      })
      .catch((error: unknown) => live && setState({ events: [], error }));
    return () => {
      live = false;
    };
  }, [id, u]);
  return state;
}

function TimelineBody({ cellKey, id, type }: ItemViewProps) {
  const t = useTranslate();
  const { item } = useWatchedItem(id);
  const timeline = useTimeline(id, item?._u);
  const { events, error: eventsError } = useEvents(id, item?._u);
  useCellChrome(cellKey, { title: t('views.timeline.title'), icon: 'history' });
  if (timeline.error !== undefined) return <ErrorMessage error={timeline.error} />;
  if (timeline.entries === undefined) return <Spinner size={32} className="vgn-item-loading" />;
  const entries = parseTimeline(timeline.entries);
  const eventTimes = events.map((e) => ({ id: e.$id, ts: typeof e._c === 'object' && e._c !== null ? String((e._c as Record<string, unknown>).ts ?? '') : '' }));
  const lines = mergeTimeline(entries, eventTimes);
  const stamp = item?._c as { by?: unknown; ts?: unknown } | undefined;
  const created = typeof stamp?.by === 'string' && typeof stamp.ts === 'string' ? { by: stamp.by, ts: stamp.ts } : undefined;
  // The writes still show when the events could not be searched; the failure is said, never hidden.
  const failure = eventsError === undefined ? null : <ErrorMessage error={eventsError} title={t('views.timeline.eventsFailed')} />;
  if (lines.length === 0) return failure ?? <FormattedMessage id="views.timeline.empty" />;
  return (
    <div className="vgn-timeline-view">
      {failure}
      <H6>{item ? <CellView cell="item-ref" value={id} /> : id}</H6>
      <ol className="vgn-timeline">
        {lines.map((line) => {
          if (line.kind === 'change') {
            const entry = entries.find((e) => e.u === line.u);
            return entry ? (
              <li key={`u${line.u}`}>
                <ChangeCard entry={entry} type={type} {...(created ? { created } : {})} />
              </li>
            ) : null;
          }
          const event = events.find((e) => e.$id === line.id);
          return event ? (
            <li key={line.id}>
              <EventCard event={event} />
            </li>
          ) : null;
        })}
      </ol>
    </div>
  );
}

/**
 * The per-item timeline view (cell "i-{id}-timeline"): every write of the item from the change log
 * (who, when, which fields from old to new value) together with the events recorded about it.
 */
export function TimelineView(props: ItemViewProps) {
  return (
    <AppEngineProvider>
      <TimelineBody {...props} />
    </AppEngineProvider>
  );
}
