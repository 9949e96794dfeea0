import { Tag } from '@blueprintjs/core';
import { useEffect, useState, type MouseEvent } from 'react';
import type { SearchLink } from '../../../engine/react/plugin/searchLinks';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { useLovEntries } from '../../../engine/react/services/hooks';
import { instanceCountRequest, instanceSearchLink, stateCountsOf, type StateCount } from './instanceCounts';

export interface InstanceCountsProps {
  workflowKey: string;
  itemTypes: readonly string[];
  stateList: string | undefined;
  /** Changes whenever the list reloads, so the counts do too. */
  revision: number;
  /** The workflow type's name, for the title of the search a count opens. */
  workflowLabel: string;
  /** Opens the items a count stands for in the next column (ViewProps.openSearch). */
  openSearch?: ((search: SearchLink) => void) | undefined;
}

/** How many items run this workflow type, by workflow state (a search/ids facet on _wf.state). */
export function InstanceCounts({ workflowKey, itemTypes, stateList, revision, workflowLabel, openSearch }: InstanceCountsProps) {
  const t = useTranslate();
  const engine = useEngine();
  const entries = useLovEntries(stateList);
  const [counts, setCounts] = useState<StateCount[] | undefined>();
  const typesKey = itemTypes.join(',');
  useEffect(() => {
    let live = true;
    const types = typesKey === '' ? [] : typesKey.split(',');
    if (types.length === 0) return;
    engine
      .send('search/ids', instanceCountRequest(workflowKey, types))
      .then((reply) => {
        if (live) setCounts(stateCountsOf(reply));
      })
      .catch(() => {
        if (live) setCounts([]);
      });
    return () => {
      live = false;
    };
  }, [engine, workflowKey, typesKey, revision]);
  if (counts === undefined) return null;
  if (counts.length === 0) return <span className="vgn-workflow-hint">{t('workflow.admin.noInstances')}</span>;
  return (
    <span className="vgn-workflow-counts">
      {counts.map(({ state, count }) => {
        const stateLabel = entries?.find((entry) => entry.key === state)?.label ?? t('workflow.admin.unknownState');
        const open = openSearch
          ? (event: MouseEvent) => {
              // The row opens the editor: a count opens its items instead.
              event.stopPropagation();
              openSearch(instanceSearchLink(workflowKey, itemTypes, state, t('workflow.admin.instancesTitle', { workflow: workflowLabel, state: stateLabel })));
            }
          : undefined;
        return (
          <Tag
            key={state}
            minimal
            round
            data-state={state}
            interactive={open !== undefined}
            {...(open ? { onClick: open, title: t('workflow.admin.openInstances'), role: 'button' } : {})}
          >
            {stateLabel}: {count}
          </Tag>
        );
      })}
    </span>
  );
}
