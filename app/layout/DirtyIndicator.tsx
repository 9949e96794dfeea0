import { Icon, Spinner, Tag, Tooltip } from '@blueprintjs/core';
import { FormattedMessage } from 'react-intl';
import type { DirtyState } from './cellTypes';

/** The toolbar marker of an unsaved cell: a spinner while SAVING, a red tag after a failed save. */
export function DirtyIndicator({ state }: { state: DirtyState | undefined }) {
  if (state === 'SAVING') {
    return (
      <Tag minimal round className="vgn-dirty vgn-dirty-saving" icon={<Spinner size={12} />}>
        <FormattedMessage id="shell.cell.saving" />
      </Tag>
    );
  }
  if (state === 'ERROR') {
    return (
      <Tooltip content={<FormattedMessage id="shell.cell.saveFailedHint" />}>
        <Tag minimal round intent="danger" className="vgn-dirty vgn-dirty-error" icon={<Icon icon="error" size={12} />}>
          <FormattedMessage id="shell.cell.saveFailed" />
        </Tag>
      </Tooltip>
    );
  }
  return null;
}
