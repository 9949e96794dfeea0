import { Tag } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import type { CellProps } from '../../../engine/react/cells/cellProps';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { usePurposes, type PurposeChoice } from './usePurposes';
import { KeySelect } from '../../../engine/react/theme/widgets/KeySelect';

function ruleText(purpose: PurposeChoice, t: ReturnType<typeof useTranslate>): string {
  if (purpose.attachments === 'required') return ` (${t('conversation.purpose.filesRequired')})`;
  if (purpose.attachments === 'forbidden') return ` (${t('conversation.purpose.filesForbidden')})`;
  return '';
}

/** The purpose of a thread: the registered purposes by name, with what each asks of files. */
export function PurposeWidget(props: WidgetProps) {
  const t = useTranslate();
  const purposes = usePurposes() ?? [];
  const choices = purposes.map((purpose) => ({ value: purpose.key, label: `${t(purpose.label)}${ruleText(purpose, t)}` }));
  return <KeySelect widget={props} emptyLabel={t('conversation.purpose.none')} choices={choices} unknownLabel={t('conversation.purpose.unknown')} />;
}

/** A thread's purpose by its translated name (never the key). */
export function PurposeCell({ value }: CellProps) {
  const t = useTranslate();
  const purposes = usePurposes();
  if (typeof value !== 'string' || value === '') return null;
  if (purposes === undefined) return null;
  const purpose = purposes.find((candidate) => candidate.key === value);
  return (
    <Tag minimal round>
      {t(purpose?.label ?? 'conversation.purpose.unknown')}
    </Tag>
  );
}
