import { AnchorButton } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { MenuNode } from '../../engine/derive/menuTree';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { flattenMenu, menuHref } from '../header/menuGlue';
import { useColumnNavigation } from '../routing/useColumnNavigation';
import { toIconName } from '../theme/iconName';
import { HOME_VIEW } from '../routing/routeTypes';

/** A compact "Go to" row of the user's menu entries (the former tiles; the main menu lists them too). */
export function GoToList({ nodes }: { nodes: readonly MenuNode[] }) {
  const translate = useTranslate();
  const { go } = useColumnNavigation();
  const entries = flattenMenu(nodes).filter(({ node }) => node.path !== HOME_VIEW && menuHref(node) !== undefined);
  if (entries.length === 0) return null;
  return (
    <nav className="vgn-home-goto" aria-labelledby="vgn-home-goto-title">
      <h2 id="vgn-home-goto-title" className="vgn-home-section-title">
        <FormattedMessage id="home.goTo" />
      </h2>
      <div className="vgn-home-goto-links">
        {entries.map(({ node }) => {
          const href = menuHref(node) ?? '/';
          return (
            <AnchorButton
              key={node.path}
              className="vgn-home-link"
              role="link"
              href={href}
              variant="outlined"
              size="small"
              icon={toIconName(node.icon) ?? 'application'}
              text={translate(node.title)}
              onClick={(event) => {
                // A menu entry is a route of its own: it replaces the columns, as the menu does.
                if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                void go(href);
              }}
            />
          );
        })}
      </div>
    </nav>
  );
}
