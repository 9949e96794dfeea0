import { Button } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';

/** The cookie notice at the bottom of the page, linking to /privacy-policy#cookies. */
export function CookieBanner({ onAccept }: { onAccept: () => void }) {
  return (
    <div className="vgn-cookie-banner" role="region" aria-label="cookies">
      <span>
        <FormattedMessage
          id="shell.cookies.notice"
          values={{ link: (chunks) => <a href="/privacy-policy#cookies">{chunks}</a> }}
        />
      </span>
      <Button intent="primary" onClick={onAccept}>
        <FormattedMessage id="shell.cookies.accept" />
      </Button>
    </div>
  );
}
