import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import type { LegalPage } from '../docs/docCatalog';
import { loadLegalPage } from '../docs/docCatalog';
import { documentTitle } from '../layout/documentTitle';
import { useCellChrome } from '../layout/useCellChrome';
import { useConfig } from '../net/useConfig';
import type { ViewProps } from '../views/viewRegistry';
import { MarkdownPage } from './MarkdownPage';

/** A view showing one of the built-in legal pages (terms, privacy policy, imprint, about). */
export function legalPageView(page: LegalPage) {
  function LegalPageView({ cellKey }: ViewProps) {
    const intl = useIntl();
    const title = intl.formatMessage({ id: `shell.views.${page}` });
    useCellChrome(cellKey, { title, icon: 'document' });
    const config = useConfig();
    const siteName = config.siteName || intl.formatMessage({ id: 'shell.siteName' });
    useEffect(() => {
      // No-columns pages have no toolbar: the tab names the page, then the site (platform spec §2).
      if (cellKey === `v-${page}`) document.title = documentTitle(title, siteName);
    }, [cellKey, title, siteName]);
    return (
      <div className="vgn-page">
        <MarkdownPage loadKey={page} load={() => loadLegalPage(page)} />
      </div>
    );
  }
  return LegalPageView;
}
