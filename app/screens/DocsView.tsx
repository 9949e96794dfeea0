import { H1, Menu, MenuItem } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import { useNavigate } from 'react-router';
import { Guidance } from '../../engine/react/guidance/Guidance';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { docIndex, loadDoc } from '../docs/docCatalog';
import type { ViewProps } from '../views/viewRegistry';
import { MarkdownPage } from './MarkdownPage';

/** /docs (the list of pages) and /docs/{docKey} (one page); the key arrives as the route parameter. */
export function DocsView({ routeParam }: ViewProps) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const docs = docIndex();
  const key = routeParam ?? '';
  return (
    <div className="vgn-page vgn-docs">
      <nav className="vgn-docs-nav">
        <Menu>
          {docs.map((doc) => (
            <MenuItem key={doc.key} text={translate(doc.title)} active={doc.key === key} onClick={() => void navigate(`/docs/${doc.key}`)} />
          ))}
        </Menu>
      </nav>
      <div className="vgn-docs-page">
        {key === '' ? (
          <>
            <H1>
              <FormattedMessage id="shell.views.docs" />
            </H1>
            <Guidance>
              <FormattedMessage id="shell.docs.intro" />
            </Guidance>
          </>
        ) : (
          <MarkdownPage loadKey={key} load={() => loadDoc(key)} />
        )}
      </div>
    </div>
  );
}
