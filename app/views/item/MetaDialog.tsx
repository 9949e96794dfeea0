import { Button, Dialog, DialogBody, HTMLTable } from '@blueprintjs/core';
import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { isSystemId } from '../../../engine/ids';
import { CellView } from '../../../engine/react/cells/cellRenderers';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { AppEngineProvider } from '../../data/AppEngineProvider';
import type { CachedItem } from '../../net/itemCache';
import { lastChange, parseTimeline } from './timelineEntries';
import { useTimeline } from './useTimeline';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <th>
        <FormattedMessage id={label} />
      </th>
      <td>{children}</td>
    </tr>
  );
}

function MetaTable({ item }: { item: CachedItem }) {
  const t = useTranslate();
  const { registry } = useEngine();
  const timeline = useTimeline(item.$id, item._u);
  const updated = timeline.entries ? lastChange(parseTimeline(timeline.entries)) : undefined;
  const type = typeof item._t === 'string' ? item._t : '';
  const created = typeof item._c === 'object' && item._c !== null ? (item._c as Record<string, unknown>) : {};
  const labels = typeof item.$labels === 'object' && item.$labels !== null ? (item.$labels as Record<string, string>) : undefined;
  return (
    <HTMLTable compact striped className="vgn-meta-table">
      <tbody>
        <Row label="views.meta.id">
          <CellView cell="id" value={item.$id} /> {isSystemId(item.$id) ? <FormattedMessage id="app.system" /> : null}
        </Row>
        <Row label="views.meta.type">
          {t(registry.types.get(type)?.declaration.label ?? type)} <code>{type}</code>
        </Row>
        <Row label="views.meta.index">
          <CellView cell="id" value={item._i} />
        </Row>
        <Row label="views.meta.created">
          <CellView cell="date-time" value={created.ts} />
        </Row>
        <Row label="views.meta.createdBy">
          <CellView cell="item-ref" value={created.by} {...(labels ? { labels } : {})} />
        </Row>
        <Row label="views.meta.updated">
          {updated ? <CellView cell="date-time" value={updated.ts} /> : <CellView cell="date-time" value={created.ts} />}
        </Row>
        <Row label="views.meta.updates">
          <CellView cell="number" value={item._u} />
        </Row>
        <Row label="views.meta.access">
          <CellView cell="access" value={item.$access} />
        </Row>
      </tbody>
    </HTMLTable>
  );
}

/** Toolbar control: the item's metadata (ids, created, updated, access, type) in a dialog. */
export function MetaControl({ item }: { item: CachedItem }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const title = intl.formatMessage({ id: 'views.meta.title' });
  return (
    <>
      <Button icon="info-sign" variant="minimal" aria-label={title} title={title} onClick={() => setOpen(true)} />
      <Dialog isOpen={open} onClose={() => setOpen(false)} title={title} icon="info-sign" style={{ maxWidth: 800 }}>
        <DialogBody>
          {open ? (
            <AppEngineProvider>
              <MetaTable item={item} />
            </AppEngineProvider>
          ) : null}
        </DialogBody>
      </Dialog>
    </>
  );
}
