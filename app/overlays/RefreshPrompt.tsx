import { Button, Callout } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';

/** Offered when the server runs a newer release than the loaded page. */
export function RefreshPrompt({ onRefresh, onLater }: { onRefresh: () => void; onLater: () => void }) {
  return (
    <div className="vgn-refresh-prompt">
      <Callout intent="primary" icon="refresh" title={undefined}>
        <FormattedMessage id="shell.newVersion.message" />{' '}
        <Button intent="primary" size="small" onClick={onRefresh}>
          <FormattedMessage id="shell.newVersion.refresh" />
        </Button>{' '}
        <Button variant="minimal" size="small" onClick={onLater}>
          <FormattedMessage id="shell.newVersion.later" />
        </Button>
      </Callout>
    </div>
  );
}
