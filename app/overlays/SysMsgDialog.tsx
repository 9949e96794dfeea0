import { Button, Dialog, DialogBody, DialogFooter, Pre } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';

/** The expandable technical detail of an error (platform spec §8: titled components.KSysMsg.title). */
export function SysMsgDialog({ sysMessage, isOpen, onClose }: { sysMessage: string; isOpen: boolean; onClose: () => void }) {
  const intl = useIntl();
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={intl.formatMessage({ id: 'components.KSysMsg.title' })} style={{ maxWidth: 800 }}>
      <DialogBody>
        <Pre className="vgn-sysmsg">{sysMessage}</Pre>
      </DialogBody>
      <DialogFooter
        actions={
          <Button onClick={onClose}>
            <FormattedMessage id="shell.close" />
          </Button>
        }
      />
    </Dialog>
  );
}
