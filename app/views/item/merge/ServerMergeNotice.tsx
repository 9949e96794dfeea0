import { Button, Callout } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { useTranslate } from '../../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../../engine/react/services/EngineContext';
import { fieldDisplay } from '../../../../engine/registry/fieldDisplay';
import './merge.css';

export interface ServerMergeNoticeProps {
  type: string;
  /** Fields only the server changed, already taken into the form. */
  taken: readonly string[];
  /** Fields both changed, still to be decided. */
  openConflicts: readonly string[];
  /** The user's values still differ from the stored ones: there is something to compare. */
  differs: boolean;
  /** The merge dialog was applied since the last change arrived. */
  resolved: boolean;
  disabled: boolean;
  onReview: () => void;
  onTakeTheirs: () => void;
}

/**
 * The notice of an edit the server overtook (app.serverUpdated): which fields were taken from the
 * server into the form, how many fields both changed, and the ways on: compare field by field, or
 * take the server's version entirely.
 */
export function ServerMergeNotice({ type, taken, openConflicts, differs, resolved, disabled, onReview, onTakeTheirs }: ServerMergeNoticeProps) {
  const intl = useIntl();
  const t = useTranslate();
  const { registry } = useEngine();
  const declaration = registry.types.get(type)?.declaration;
  const labelOf = (field: string) => t(declaration ? fieldDisplay(declaration, field).label : field);
  return (
    <Callout intent={openConflicts.length > 0 ? 'warning' : 'primary'} icon="refresh" className="vgn-server-updated" role="status">
      <p>
        <FormattedMessage id="app.serverUpdated" />
      </p>
      {taken.length > 0 ? (
        <p className="vgn-merge-note">
          <FormattedMessage id="staleEdit.taken" values={{ fields: intl.formatList(taken.map(labelOf), { type: 'conjunction' }) }} />
        </p>
      ) : null}
      {openConflicts.length > 0 ? (
        <p className="vgn-merge-note">
          <FormattedMessage id="staleEdit.conflicts" values={{ count: openConflicts.length }} />
        </p>
      ) : resolved ? (
        <p className="vgn-merge-note">
          <FormattedMessage id="staleEdit.resolved" />
        </p>
      ) : null}
      <div className="vgn-merge-actions">
        {differs ? (
          <Button intent={openConflicts.length > 0 ? 'warning' : 'none'} icon="git-merge" disabled={disabled} onClick={onReview}>
            <FormattedMessage id="staleEdit.review" />
          </Button>
        ) : null}
        <Button disabled={disabled} onClick={onTakeTheirs}>
          <FormattedMessage id="staleEdit.discardMine" />
        </Button>
      </div>
    </Callout>
  );
}
