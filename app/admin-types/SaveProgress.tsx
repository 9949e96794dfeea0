import { Callout, ProgressBar } from '@blueprintjs/core';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import type { Registry } from '../../engine/registry/registry';
import { api } from '../net/api';
import { viewLocation } from '../routing/buildLocation';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { useTaskProgress } from './taskProgress';

export interface SavedType {
  key: string;
  taskKey: string;
  /** The menu entry's path, when the type has one: its list view. */
  navPath: string | undefined;
}

/**
 * After a save: the reindex task's progress (taskUpdate pushes), and a link to the type's list
 * once this client's registry has reloaded with the new menu entry (registry/changed push).
 */
export function SaveProgress({ saved, registry }: { saved: SavedType; registry: Registry }) {
  const t = useTranslate();
  const { go } = useColumnNavigation();
  const [task] = useTaskProgress(api, saved.taskKey === '' ? [] : [saved.taskKey]);
  const nav = saved.navPath === undefined ? undefined : registry.nav.find((n) => n.path === saved.navPath);
  const failed = task?.errorKey !== undefined;
  const done = task === undefined || task.done;
  return (
    <Callout intent={failed ? 'danger' : done ? 'success' : 'primary'} icon={failed ? 'error' : done ? 'tick-circle' : 'refresh'} className="vgn-typedef-saved" role="status">
      <p>
        {failed
          ? t('admin-types.save.reindexFailed', { key: saved.key, error: t(`errors.${task.errorKey ?? ''}`) })
          : done
            ? t('admin-types.save.reindexDone', { key: saved.key })
            : t('admin-types.save.reindex', { key: saved.key })}
      </p>
      {task && !done ? <ProgressBar value={task.percent / 100} intent="primary" className="vgn-typedef-progress" /> : null}
      {nav ? (
        <p>
          {/* A menu entry is a route of its own: it replaces the columns, as the menu does. */}
          <a
            href={viewLocation(nav.path)}
            className="vgn-typedef-open-list"
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              void go(viewLocation(nav.path));
            }}
          >
            {t('admin-types.save.openList', { title: t(nav.title) })}
          </a>
        </p>
      ) : null}
    </Callout>
  );
}
