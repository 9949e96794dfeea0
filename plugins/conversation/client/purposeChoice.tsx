import { HTMLSelect, Tag } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import type { CellProps } from '../../../engine/react/cells/cellProps';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useControlProps } from '../../../engine/react/theme/widgets/widgetSupport';
import { usePurposes, type PurposeChoice } from './usePurposes';

function ruleText(purpose: PurposeChoice, t: ReturnType<typeof useTranslate>): string {
  if (purpose.attachments === 'required') return ` (${t('conversation.purpose.filesRequired')})`;
  if (purpose.attachments === 'forbidden') return ` (${t('conversation.purpose.filesForbidden')})`;
  return '';
}

/** The purpose of a thread: the registered purposes by name, with what each asks of files. */
export function PurposeWidget(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const purposes = usePurposes() ?? [];
  const value = typeof props.value === 'string' ? props.value : '';
  const options = [
    { value: '', label: t('conversation.purpose.none') },
    ...purposes.map((purpose) => ({ value: purpose.key, label: `${t(purpose.label)}${ruleText(purpose, t)}` })),
    ...(value !== '' && !purposes.some((purpose) => purpose.key === value) ? [{ value, label: t('conversation.purpose.unknown') }] : []),
  ];
  return (
    <HTMLSelect
      id={control.id}
      name={control.name}
      disabled={control.disabled || control.readOnly}
      value={value}
      options={options}
      onChange={(event) => props.onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      fill
    />
  );
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
