import { Button } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { TIMELINE_CONTEXT } from '../../routing/routeTypes';
import { useColumnNavigation } from '../../routing/useColumnNavigation';

/** Toolbar control: opens the item's timeline as its child cell (i-{id}-timeline). */
export function TimelineControl({ id, columnIndex }: { id: string; columnIndex: number }) {
  const intl = useIntl();
  const { open } = useColumnNavigation();
  const title = intl.formatMessage({ id: 'views.timeline.title' });
  return <Button icon="history" variant="minimal" aria-label={title} title={title} onClick={() => void open(columnIndex, { key: `i-${id}-${TIMELINE_CONTEXT}` })} />;
}
