import { NonIdealState, Spinner } from '@blueprintjs/core';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { MarkdownView } from '../docs/MarkdownView';

/** Loads a built-in page's Markdown and shows it (spinner while loading, a notice when missing). */
export function MarkdownPage({ load, loadKey }: { load: () => Promise<string | undefined>; loadKey: string }) {
  const [state, setState] = useState<{ key: string; source: string | undefined } | undefined>();
  useEffect(() => {
    let current = true;
    load()
      .then((source) => current && setState({ key: loadKey, source }))
      .catch(() => current && setState({ key: loadKey, source: undefined }));
    return () => {
      current = false;
    };
    // The loader belongs to the key: a new key means a new page, a new loader function does not.
  }, [loadKey]);
  if (state?.key !== loadKey) return <Spinner className="vgn-cell-spinner" />;
  if (state.source === undefined) return <NonIdealState icon="document" description={<FormattedMessage id="shell.docs.notFound" />} />;
  return <MarkdownView source={state.source} />;
}
