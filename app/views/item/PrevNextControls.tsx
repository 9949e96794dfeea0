import { Button } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { useColumnNavigation } from '../../routing/useColumnNavigation';
import { useRouteState } from '../../routing/RouteStateContext';
import { neighbours } from '../../search/prevNext';
import { useSearchResults } from '../../search/resultsStore';

/** The parent cell's key: the cell in the column before this one. */
export function useParentKey(columnIndex: number): string | undefined {
  const { specs } = useRouteState();
  return columnIndex > 0 ? specs[columnIndex - 1]?.key : undefined;
}

/**
 * Previous / next item of the parent cell's search results, opening in this cell's place. The
 * label says so when the move wraps round to the other end of the results.
 */
export function PrevNextControls({ id, columnIndex }: { id: string; columnIndex: number }) {
  const intl = useIntl();
  const parentKey = useParentKey(columnIndex);
  const results = useSearchResults(parentKey);
  const { open } = useColumnNavigation();
  const around = neighbours(results, id);
  if (!around) return null;
  const previous = intl.formatMessage({ id: around.previous.wrapped ? 'views.item.previousWrapped' : 'views.item.previous' });
  const next = intl.formatMessage({ id: around.next.wrapped ? 'views.item.nextWrapped' : 'views.item.next' });
  return (
    <>
      <Button icon="chevron-up" variant="minimal" aria-label={previous} title={previous} onClick={() => void open(columnIndex - 1, { key: `i-${around.previous.id}` })} />
      <Button icon="chevron-down" variant="minimal" aria-label={next} title={next} onClick={() => void open(columnIndex - 1, { key: `i-${around.next.id}` })} />
    </>
  );
}
