import { AnchorButton, ButtonGroup } from '@blueprintjs/core';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { ItemToolbarProps } from '../../../engine/react/plugin/viewContracts';
import { useEngine } from '../../../engine/react/services/EngineContext';

/**
 * Toolbar control of an Attachment's page: opens its file in a new tab, or downloads it (the media
 * path /attachment/{id}, platform spec §7; the server sends it only to the attachment's readers).
 */
export function AttachmentFileControl({ id }: ItemToolbarProps) {
  const t = useTranslate();
  const engine = useEngine();
  const href = engine.attachmentHref(id);
  return (
    <ButtonGroup>
      <AnchorButton variant="minimal" icon="document-open" href={href} target="_blank" rel="noopener" data-testid="attachment-open">
        {t('attachment.open')}
      </AnchorButton>
      <AnchorButton variant="minimal" icon="download" href={href} download data-testid="attachment-download">
        {t('attachment.download')}
      </AnchorButton>
    </ButtonGroup>
  );
}
