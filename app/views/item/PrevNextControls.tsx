import { Button } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useColumnNavigation } from '../../routing/useColumnNavigation';
import { useRouteState } from '../../routing/RouteStateContext';
import { neighbourIndexes, type NeighbourIndex } from '../../search/prevNext';
import { useSearchResults } from '../../search/resultsStore';

/** The parent cell's key: the cell in the column before this one. */
export function useParentKey(columnIndex: number): string | undefined {
  const { specs } = useRouteState();
  return columnIndex > 0 ? specs[columnIndex - 1]?.key : undefined;
}

/**
 * Previous / next item of the parent cell's search results, opening in this cell's place. The
 * label says so when the move wraps round to the other end of the results. The results are paged:
 * a neighbour whose page the grid has not loaded is asked of the server on the click.
 */
export function PrevNextControls({ id, columnIndex }: { id: string; columnIndex: number }) {
  const intl = useIntl();
  const parentKey = useParentKey(columnIndex);
  const results = useSearchResults(parentKey)?.list;
  const { open } = useColumnNavigation();
  const around = results ? neighbourIndexes(results.total, results.indexOf(id)) : undefined;
  if (!results || !around) return null;
  const go = async (target: NeighbourIndex) => {
    const targetId = results.idAt(target.index) ?? (await results.fetchIdAt(target.index));
    if (targetId !== undefined) await open(columnIndex - 1, { key: `i-${targetId}` });
  };
  const previous = intl.formatMessage({ id: around.previous.wrapped ? 'views.item.previousWrapped' : 'views.item.previous' });
  const next = intl.formatMessage({ id: around.next.wrapped ? 'views.item.nextWrapped' : 'views.item.next' });
  return (
    <>
      <Button icon="chevron-up" variant="minimal" aria-label={previous} title={previous} onClick={() => void go(around.previous).catch((error: unknown) => console.warn('previous result failed', error))} />
      <Button icon="chevron-down" variant="minimal" aria-label={next} title={next} onClick={() => void go(around.next).catch((error: unknown) => console.warn('next result failed', error))} />
    </>
  );
}
