import { Button, Menu, MenuDivider, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useIntl } from 'react-intl';

export interface DocEntry {
  key: string;
  title: string;
}

/** The docs menu (platform spec §2): What's new plus doc pages whose keys contain no slash. */
export function DocsMenu({ docs, onOpen }: { docs: readonly DocEntry[]; onOpen: (href: string) => void }) {
  const intl = useIntl();
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu className="vgn-docs-menu">
          <MenuItem icon="lightbulb" text={intl.formatMessage({ id: 'shell.help.whatsNew' })} onClick={() => onOpen('/whats-new')} />
          <MenuDivider />
          {docs
            .filter((doc) => !doc.key.includes('/'))
            .map((doc) => (
              <MenuItem key={doc.key} icon="document" text={doc.title} onClick={() => onOpen(`/docs/${doc.key}`)} />
            ))}
        </Menu>
      }
    >
      <Button variant="minimal" icon="manual" aria-label={intl.formatMessage({ id: 'shell.docs.menu' })} />
    </PopoverNext>
  );
}
