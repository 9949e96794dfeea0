import { Checkbox, HTMLSelect, Radio, RadioGroup } from '@blueprintjs/core';
import type { EnumOptionsType, WidgetProps } from '@rjsf/utils';
import { useTranslate } from '../../i18n/useTranslate';
import { useControlProps } from './widgetSupport';

/**
 * The choices of an enum field: rjsf's enumOptions, else the schema's enum; labelled with the
 * values' message ids when the form names them (ui:options.enumMessages), else the values.
 */
export function enumChoices(props: Pick<WidgetProps, 'options' | 'schema'>): EnumOptionsType[] {
  const prefix = typeof props.options.enumMessages === 'string' ? props.options.enumMessages : undefined;
  const named = (choice: EnumOptionsType): EnumOptionsType => (prefix === undefined ? choice : { ...choice, label: `${prefix}.${String(choice.value)}` });
  if (props.options.enumOptions && props.options.enumOptions.length > 0) return props.options.enumOptions.map(named);
  const values = Array.isArray(props.schema.enum) ? props.schema.enum : [];
  return values.map((value) => named({ value, label: String(value) }));
}

/** Position of the stored value among the choices ("" when none), the select's DOM value. */
export function choiceIndex(choices: readonly EnumOptionsType[], value: unknown): string {
  const index = choices.findIndex((choice) => choice.value === value);
  return index < 0 ? '' : String(index);
}

/** Several values of a short list (an array of enum values): one box per value. */
function MultipleChoice(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const selected: unknown[] = Array.isArray(props.value) ? props.value : [];
  const choices = enumChoices(props);
  return (
    <div id={control.id} className="vgn-multiple-choice">
      {choices.map((choice, i) => (
        <Checkbox
          key={i}
          inline
          label={t(choice.label)}
          disabled={control.disabled || control.readOnly}
          checked={selected.includes(choice.value)}
          onChange={(event) => {
            const next = event.currentTarget.checked ? [...selected, choice.value] : selected.filter((v) => v !== choice.value);
            props.onChange(choices.map((c) => c.value).filter((v) => next.includes(v)));
          }}
        />
      ))}
    </div>
  );
}

/** One of a short list of values; an empty first entry lets an optional field be cleared. */
export function SelectWidget(props: WidgetProps) {
  if (props.multiple) return <MultipleChoice {...props} />;
  return <SingleChoice {...props} />;
}

function SingleChoice(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const choices = enumChoices(props);
  const options = [
    { value: '', label: props.required ? t('views.form.choose') : t('views.form.none') },
    ...choices.map((choice, i) => ({ value: String(i), label: t(choice.label) })),
  ];
  return (
    <HTMLSelect
      id={control.id}
      name={control.name}
      disabled={control.disabled || control.readOnly}
      value={choiceIndex(choices, props.value)}
      options={options}
      onChange={(event) => props.onChange(event.currentTarget.value === '' ? undefined : choices[Number(event.currentTarget.value)]?.value)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
      fill
    />
  );
}

export function RadioWidget(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const choices = enumChoices(props);
  return (
    <RadioGroup
      name={control.name}
      disabled={control.disabled || control.readOnly}
      selectedValue={choiceIndex(choices, props.value)}
      onChange={(event) => props.onChange(choices[Number(event.currentTarget.value)]?.value)}
      inline
    >
      {choices.map((choice, i) => (
        <Radio key={i} value={String(i)} label={t(choice.label)} />
      ))}
    </RadioGroup>
  );
}
