import { Button, Icon, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { HomeCardProps } from '../../../engine/react/plugin/homeCards';
import { useEngine } from '../../../engine/react/services/EngineContext';

/** How many organizations the card lists (the menu entry lists them all). */
const SHOWN = 6;

interface Organizations {
  ids: string[];
  labels: Record<string, string>;
  total: number;
}

function asOrganizations(reply: unknown): Organizations {
  const record = typeof reply === 'object' && reply !== null ? (reply as Record<string, unknown>) : {};
  const ids = Array.isArray(record.ids) ? record.ids.filter((id): id is string => typeof id === 'string') : [];
  const labels = typeof record.labels === 'object' && record.labels !== null ? (record.labels as Record<string, string>) : {};
  return { ids, labels, total: typeof record.total === 'number' ? record.total : ids.length };
}

/** The same search as the "My organizations" menu entry (plugins/org/nav.json), by name. */
export const MY_ORGANIZATIONS_SEARCH = {
  must: [
    { kind: 'type', value: 'Organization' },
    { prop: '$id', kind: 'actor', value: 'orgs' },
  ],
  sort: [{ field: 'displayName', order: 'asc' }],
  labels: true,
  max: SHOWN,
};

/** Home card: the organizations the user belongs to; opening one shows it beside the home page. */
export function MyOrganizationsCard({ openItem, openView }: HomeCardProps) {
  const t = useTranslate();
  const engine = useEngine();
  const [found, setFound] = useState<Organizations | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    engine.send('search/ids', MY_ORGANIZATIONS_SEARCH).then(
      (reply) => live && setFound(asOrganizations(reply)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [engine]);
  if (failed) return <p className="vgn-home-empty">{t('org.home.failed')}</p>;
  if (found === undefined) return <Spinner size={20} />;
  if (found.ids.length === 0) return <p className="vgn-home-empty">{t('org.home.none')}</p>;
  return (
    <>
      <ul className="vgn-home-list">
        {found.ids.map((id) => (
          <li key={id}>
            <button type="button" className="vgn-home-list-button" onClick={() => openItem(id)} data-testid="home-organization">
              <Icon icon="office" size={14} />
              <span className="vgn-home-list-title">{found.labels[id] ?? t('types.Organization.label')}</span>
            </button>
          </li>
        ))}
      </ul>
      {found.total > found.ids.length ? (
        <Button variant="minimal" size="small" icon="list" onClick={() => openView('my-organizations')}>
          {t('org.home.all', { count: found.total })}
        </Button>
      ) : null}
    </>
  );
}
