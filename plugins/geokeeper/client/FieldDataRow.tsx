import { Button, HTMLSelect, InputGroup, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { formatDateTime } from '../../../engine/format';
import type { ItemEdits } from '../../../engine/localEdits/localEditStore';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import type { LovEntry } from '../../../engine/react/services/engineServices';
import { answerEditCount } from './AnswersRow';
import { pointText, type ListRow } from './fieldDataReplies';

interface Props {
  row: ListRow;
  edits: ItemEdits | undefined;
  states: readonly LovEntry[];
  onEdit(property: 'label' | 'state', value: string): void;
  onOpen(): void;
  /** Shows or hides the row's answers (AnswersRow) below it. */
  onToggleAnswers(): void;
  answersOpen: boolean;
  onKeepMine(): void;
  onTakeTheirs(): void;
}

/** How a location that is not a point is named (a trip's track, an area). */
function shapeMessage(type: string | undefined): string {
  if (type === undefined) return 'geokeeper.list.noLocation';
  return /Polygon/.test(type) ? 'geokeeper.list.area' : 'geokeeper.list.track';
}

/** One numbered row: a trip, or a record indented under its trip (or flagged unparented); label and state edited locally, answers below it (AnswersRow). */
export function FieldDataRow({ row, edits, states, onEdit, onOpen, onToggleAnswers, answersOpen, onKeepMine, onTakeTheirs }: Props) {
  const t = useTranslate();
  // DD-MMM-YYYY HH:mm as everywhere (platform spec §9), not the browser's own 12-hour format.
  const intl = useIntl();
  const { item } = row;
  const value = (property: 'label' | 'state'): string => {
    const edited = edits?.fields[property];
    if (typeof edited === 'string') return edited;
    const stored = item[property];
    return typeof stored === 'string' ? stored : '';
  };
  const edited = (property: string): boolean => edits !== undefined && property in edits.fields;
  const record = item.formType === 'record';
  const answersEdited = answerEditCount(edits);
  return (
    <tr className={`gk-row${record ? ' gk-row-record' : ' gk-row-trip'}${edits?.conflict ? ' gk-row-conflict' : ''}`} data-testid="gk-row" data-id={item.$id} data-number={row.number}>
      <td className="gk-number">{row.number}</td>
      <td className={`gk-label-cell${record && !row.unparented ? ' gk-indent' : ''}`}>
        <InputGroup
          small
          value={value('label')}
          className={edited('label') ? 'gk-edited' : undefined}
          intent={edits?.conflict ? 'danger' : edited('label') ? 'warning' : 'none'}
          aria-label={t('types.GeoKeeperFieldData.fields.label')}
          data-testid="gk-label"
          onChange={(event) => onEdit('label', event.target.value)}
        />
        {row.unparented && (
          <Tag minimal intent="warning" className="gk-unparented" data-testid="gk-unparented">
            {t('geokeeper.list.unparented')}
          </Tag>
        )}
        {edits?.conflict && (
          <div className="gk-conflict" data-testid="gk-conflict">
            <span>{t(edits.conflict.reason === 'gone' ? 'geokeeper.edits.gone' : 'geokeeper.edits.changedMeanwhile')}</span>
            {edits.conflict.reason === 'changed' && <Button small variant="minimal" intent="primary" onClick={onKeepMine} data-testid="gk-keep-mine" text={t('geokeeper.edits.keepMine')} />}
            <Button small variant="minimal" onClick={onTakeTheirs} data-testid="gk-take-theirs" text={t(edits.conflict.reason === 'gone' ? 'geokeeper.edits.dropMine' : 'geokeeper.edits.takeTheirs')} />
          </div>
        )}
      </td>
      <td>{t(`types.GeoKeeperFieldData.enums.formType.${item.formType ?? 'record'}`)}</td>
      <td className="gk-state-cell">
        <HTMLSelect
          minimal
          value={value('state')}
          className={edited('state') ? 'gk-edited' : undefined}
          aria-label={t('types.GeoKeeperFieldData.fields.state')}
          options={states.map((entry) => ({ value: entry.key, label: entry.label }))}
          onChange={(event) => onEdit('state', event.target.value)}
        />
      </td>
      <td className="gk-nowrap">{item.collected ? formatDateTime(item.collected, intl.locale) : ''}</td>
      <td className="gk-nowrap gk-point" data-testid="gk-point" data-located={item.location ? 'true' : 'false'}>{pointText(item.location) || t(shapeMessage(item.location?.type))}</td>
      <td className="gk-media">{item.media?.length ? <Tag minimal icon="media">{item.media.length}</Tag> : null}</td>
      <td className="gk-nowrap">
        <Button
          small
          variant={answersOpen ? 'outlined' : 'minimal'}
          icon="properties"
          intent={answersEdited > 0 ? 'warning' : 'none'}
          text={answersEdited > 0 ? String(answersEdited) : undefined}
          onClick={onToggleAnswers}
          aria-label={t('geokeeper.list.answers')}
          aria-expanded={answersOpen}
          title={t(answersEdited > 0 ? 'geokeeper.list.answersEdited' : 'geokeeper.list.answers', { count: answersEdited })}
          data-testid="gk-answers-toggle"
        />
        <Button small variant="minimal" icon="share" onClick={onOpen} aria-label={t('geokeeper.list.open')} />
      </td>
    </tr>
  );
}
