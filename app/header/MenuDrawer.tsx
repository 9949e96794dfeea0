import { Drawer, Menu, MenuDivider, MenuItem } from '@blueprintjs/core';
import type { MenuNode, MenuTree } from '../../engine/derive/menuTree';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { toIconName } from '../theme/iconName';
import { flattenMenu, isMenuActive, menuHref } from './menuGlue';
import { SAVED_SEARCHES_VIEW, SavedSearchMenuEntries } from './SavedSearchMenuEntries';

/** Platform spec §9: side drawer width 240. */
export const DRAWER_WIDTH = 240;

/** The entries of one menu, children indented under their parent. */
export function MenuEntries({ nodes, activeView, onNavigate }: { nodes: readonly MenuNode[]; activeView?: string; onNavigate: (href: string) => void }) {
  const translate = useTranslate();
  return (
    <>
      {flattenMenu(nodes).flatMap(({ node, depth }) => {
        const href = menuHref(node);
        // The saved-searches entry lists the user's own searches under it (data, not declarations).
        const saved = node.path === SAVED_SEARCHES_VIEW ? [<SavedSearchMenuEntries key={`${node.path}/saved`} onNavigate={onNavigate} />] : [];
        return [
          <MenuItem
            key={node.path}
            className={`vgn-menu-depth-${Math.min(depth, 3)}`}
            icon={toIconName(node.icon)}
            text={translate(node.title)}
            active={activeView === node.path}
            selected={isMenuActive(node, activeView) && activeView !== node.path ? true : undefined}
            disabled={href === undefined && node.children.length === 0}
            {...(href !== undefined && {
              href,
              onClick: (event: React.MouseEvent<HTMLElement>) => {
                if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                onNavigate(href);
              },
            })}
          />,
          ...saved,
        ];
      })}
    </>
  );
}

/** The side drawer (width 240): the menu built from the plugins' nav items, administrator entries apart. */
export function MenuDrawer(props: { isOpen: boolean; onClose: () => void; tree: MenuTree; activeView?: string; onNavigate: (href: string) => void }) {
  const translate = useTranslate();
  const navigate = (href: string) => {
    props.onClose();
    props.onNavigate(href);
  };
  return (
    <Drawer isOpen={props.isOpen} onClose={props.onClose} position="left" size={DRAWER_WIDTH} title={translate('shell.drawer.title')} className="vgn-drawer">
      <Menu className="vgn-drawer-menu">
        <MenuEntries nodes={props.tree.main} onNavigate={navigate} {...(props.activeView !== undefined && { activeView: props.activeView })} />
        {props.tree.admin.length > 0 && (
          <>
            <MenuDivider title={translate('shell.drawer.admin')} />
            <MenuEntries nodes={props.tree.admin} onNavigate={navigate} {...(props.activeView !== undefined && { activeView: props.activeView })} />
          </>
        )}
      </Menu>
    </Drawer>
  );
}
