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
  /**
   * Phone-sized screen: the logo shows its mark only (the site name stays for screen readers), and
   * the open search takes the whole bar, with a button that closes it, instead of the middle.
   */
  compact?: boolean;
}

function HomeLogo({ siteName, onHome, compact }: { siteName: string; onHome: () => void; compact: boolean }) {
  return (
    <NavbarHeading className="vgn-logo">
      <a
        href="/"
        onClick={(event) => {
          if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
          event.preventDefault();
          onHome();
        }}
      >
        <span className="vgn-logo-mark" aria-hidden>
          ◆
        </span>{' '}
        <span className={compact ? 'vgn-visually-hidden' : 'vgn-logo-name'}>{siteName}</span>
      </a>
    </NavbarHeading>
  );
}

/** The header (platform spec §2): drawer toggle, home logo, search toggle, bell, help, docs and user menus. */
export function HeaderBar(props: HeaderBarProps) {
  const intl = useIntl();
  const searchLabel = intl.formatMessage({ id: 'shell.search.toggle' });
  const compact = props.compact === true;
  if (compact && props.searchOpen && props.searchBar !== undefined) {
    const closeLabel = intl.formatMessage({ id: 'phone.search.close' });
    return (
      <Navbar className="vgn-header vgn-header-compact vgn-header-searching" fixedToTop>
        <Button variant="minimal" icon="arrow-left" aria-label={closeLabel} title={closeLabel} onClick={props.onToggleSearch} />
        <div className="vgn-header-search">{props.searchBar}</div>
      </Navbar>
    );
  }
  return (
    <Navbar className={compact ? 'vgn-header vgn-header-compact' : 'vgn-header'} fixedToTop>
      <NavbarGroup align={Alignment.START}>
        <Button variant="minimal" icon="menu" aria-label={intl.formatMessage({ id: 'shell.drawer.toggle' })} onClick={props.onToggleDrawer} />
        <HomeLogo siteName={props.siteName} onHome={props.onHome} compact={compact} />
      </NavbarGroup>
      {props.searchOpen && props.searchBar !== undefined && <div className="vgn-header-search">{props.searchBar}</div>}
      <NavbarGroup align={Alignment.END}>
        <Tooltip content={searchLabel} disabled={props.searchDisabled || compact}>
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
