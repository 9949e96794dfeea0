import { Alignment, Button, Navbar, NavbarGroup, NavbarHeading, Tooltip } from '@blueprintjs/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface HeaderBarProps {
  siteName: string;
  onToggleDrawer: () => void;
  onHome: () => void;
  /** Disabled on /search, where the full search is already open. */
  searchDisabled: boolean;
  searchOpen: boolean;
  onToggleSearch: () => void;
  /** The search bar, rendered in the middle while open. */
  searchBar?: ReactNode;
  notifications?: ReactNode;
  help: ReactNode;
  docs: ReactNode;
  user: ReactNode;
}

/** The header (platform spec §2): drawer toggle, home logo, search toggle, bell, help, docs and user menus. */
export function HeaderBar(props: HeaderBarProps) {
  const intl = useIntl();
  const searchLabel = intl.formatMessage({ id: 'shell.search.toggle' });
  return (
    <Navbar className="vgn-header" fixedToTop>
      <NavbarGroup align={Alignment.START}>
        <Button variant="minimal" icon="menu" aria-label={intl.formatMessage({ id: 'shell.drawer.toggle' })} onClick={props.onToggleDrawer} />
        <NavbarHeading className="vgn-logo">
          <a
            href="/"
            onClick={(event) => {
              if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              props.onHome();
            }}
          >
            <span className="vgn-logo-mark" aria-hidden>
              ◆
            </span>{' '}
            {props.siteName}
          </a>
        </NavbarHeading>
      </NavbarGroup>
      {props.searchOpen && props.searchBar !== undefined && <div className="vgn-header-search">{props.searchBar}</div>}
      <NavbarGroup align={Alignment.END}>
        <Tooltip content={searchLabel} disabled={props.searchDisabled}>
          <Button
            variant="minimal"
            icon="search"
            aria-label={searchLabel}
            active={props.searchOpen}
            disabled={props.searchDisabled}
            onClick={props.onToggleSearch}
          />
        </Tooltip>
        {props.notifications}
        {props.help}
        {props.docs}
        {props.user}
      </NavbarGroup>
    </Navbar>
  );
}
