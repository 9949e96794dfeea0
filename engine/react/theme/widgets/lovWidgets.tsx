import { HTMLSelect, MenuItem } from '@blueprintjs/core';
import { MultiSelect } from '@blueprintjs/select';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { FieldSchema } from '../../../declarations/bundle';
import { useTranslate } from '../../i18n/useTranslate';
import { useLovEntries } from '../../services/hooks';
import { engineFormContext, engineUiOptions } from '../engineUi';
import { lovChoices, storedKeys, type LovChoice } from './lovChoices';
import { useControlProps } from './widgetSupport';

/** The list a lov widget draws on, and its owner for owner-specific lists. */
function useLovSource(props: WidgetProps): { list: string | undefined; owner: string | undefined } {
  const schema = props.schema as FieldSchema;
  const list = schema.lov ?? schema.items?.lov;
  const owner = list === undefined ? undefined : (engineUiOptions(props.uiSchema).lovOwner ?? engineFormContext(props.registry.formContext).lovOwner?.(list));
  return { list, owner };
}

function useChoices(props: WidgetProps): LovChoice[] {
  const { list, owner } = useLovSource(props);
  const entries = useLovEntries(list, owner);
  return lovChoices(entries, storedKeys(props.value));
}

/** One value of a list of values, by its translated label. */
export function LovSelectWidget(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const choices = useChoices(props);
  const options = [
    { value: '', label: props.required ? t('views.form.choose') : t('views.form.none') },
    ...choices.map((c) => ({ value: c.key, label: c.archived ? t('views.lov.archived', { label: c.label }) : c.label, disabled: c.archived })),
  ];
  return (
    <HTMLSelect
      id={control.id}
      name={control.name}
      disabled={control.disabled || control.readOnly}
      value={typeof props.value === 'string' ? props.value : ''}
      options={options}
      onChange={(event) => props.onChange(event.currentTarget.value === '' ? undefined : event.currentTarget.value)}
      onBlur={() => props.onBlur(props.id, props.value)}
      onFocus={() => props.onFocus(props.id, props.value)}
      fill
    />
  );
}

/** Several values of a list: tags of the chosen ones, a filterable menu of the other ACTIVE ones. */
export function LovMultiWidget(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const choices = useChoices(props);
  const [query, setQuery] = useState('');
  const selected = storedKeys(props.value);
  const selectedChoices = selected.map((key) => choices.find((c) => c.key === key) ?? { key, label: key, archived: true });
  const offered = choices.filter((c) => !c.archived && !selected.includes(c.key));
  const setKeys = (keys: string[]) => props.onChange(keys.length === 0 ? undefined : keys);
  return (
    <MultiSelect<LovChoice>
      items={offered}
      selectedItems={selectedChoices}
      query={query}
      onQueryChange={setQuery}
      itemPredicate={(text, choice) => choice.label.toLowerCase().includes(text.toLowerCase())}
      itemRenderer={(choice, { handleClick, handleFocus, modifiers, ref }) =>
        modifiers.matchesPredicate ? (
          <MenuItem key={choice.key} ref={ref} text={choice.label} active={modifiers.active} onClick={handleClick} onFocus={handleFocus} roleStructure="listoption" />
        ) : null
      }
      tagRenderer={(choice) => (choice.archived ? t('views.lov.archived', { label: choice.label }) : choice.label)}
      onItemSelect={(choice) => {
        setKeys([...selected, choice.key]);
        setQuery('');
      }}
      onRemove={(choice) => setKeys(selected.filter((key) => key !== choice.key))}
      noResults={<MenuItem disabled text={t('views.form.noChoices')} roleStructure="listoption" />}
      placeholder={control.placeholder ?? t('views.form.choose')}
      disabled={control.disabled || control.readOnly}
      tagInputProps={{ inputProps: { id: control.id } }}
      resetOnSelect
      fill
    />
  );
}
