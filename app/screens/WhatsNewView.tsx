import { Card, H4, NonIdealState, Spinner, Tag } from '@blueprintjs/core';
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { markWhatsNewSeen } from '../header/userActions';
import { useWhatsNew } from '../header/useHeaderData';
import { newestVersion, sortByVersion } from '../header/whatsNewCount';
import { isSignedIn } from '../session/authState';
import { useSession } from '../session/useSession';
import type { ViewProps } from '../views/viewRegistry';
import { useViewTitle } from './useViewTitle';

/** What's new: the WhatsNew entries for the user's language and capabilities, newest first. */
export function WhatsNewView({ cellKey }: ViewProps) {
  useViewTitle(cellKey, 'shell.views.whats-new', 'lightbulb');
  const intl = useIntl();
  const session = useSession();
  const signedIn = isSignedIn(session);
  const entries = useWhatsNew(signedIn, intl.locale, session.user);
  const newest = newestVersion(entries);

  useEffect(() => {
    if (signedIn && newest !== undefined) void markWhatsNewSeen(newest);
  }, [signedIn, newest]);

  if (session.authState === 'TOKEN_LOCAL') return <Spinner className="vgn-cell-spinner" />;
  if (entries.length === 0) return <NonIdealState icon="lightbulb" description={<FormattedMessage id="shell.whatsNew.none" />} />;
  return (
    <div className="vgn-whats-new">
      {sortByVersion(entries).map((entry) => (
        <Card key={entry.id} className="vgn-whats-new-entry">
          <H4>
            <Tag minimal intent="primary">{`v${entry.version}`}</Tag> {entry.title}
          </H4>
          {entry.body !== undefined && <p className="vgn-whats-new-body">{entry.body}</p>}
        </Card>
      ))}
    </div>
  );
}
