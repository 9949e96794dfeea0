import { Button, MenuItem } from '@blueprintjs/core';
import { MultiSelect, Suggest, type ItemRenderer } from '@blueprintjs/select';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import type { FieldSchema } from '../../../declarations/bundle';
import { useTranslate } from '../../i18n/useTranslate';
import type { ItemChoice } from '../../services/engineServices';
import { useItemLabel } from '../../services/hooks';
import { useEngine } from '../../services/EngineContext';
import { typeOfId } from '../../../ids';
import { useItemSearch } from './useItemSearch';
import { useControlProps } from './widgetSupport';

function allowedTypes(schema: FieldSchema): string[] {
  return schema.itemTypes ?? schema.items?.itemTypes ?? [];
}

function ItemLabel({ id }: { id: string }) {
  return <>{useItemLabel(id)}</>;
}

/**
 * A choice in the list: the item's label, and its type in words when the field takes several
 * types (never the raw id).
 */
function useChoiceRenderer(types: readonly string[]): ItemRenderer<ItemChoice> {
  const t = useTranslate();
  const { registry } = useEngine();
  const kindOf = (id: string): string | undefined => {
    if (types.length === 1) return undefined;
    const label = registry.types.get(typeOfId(id) ?? '')?.declaration.label;
    return label === undefined ? undefined : t(label);
  };
  return (choice, { handleClick, handleFocus, modifiers, ref }) => (
    <MenuItem
      key={choice.id}
      ref={ref}
      text={choice.label}
      label={kindOf(choice.id)}
      active={modifiers.active}
      onClick={handleClick}
      onFocus={handleFocus}
      roleStructure="listoption"
    />
  );
}

/** A related item: type to search the field's item types, the chosen item shown by its label. */
export function ItemRefWidget(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const id = typeof props.value === 'string' && props.value !== '' ? props.value : undefined;
  const label = useItemLabel(id);
  const types = allowedTypes(props.schema as FieldSchema);
  const { items, loading } = useItemSearch(types, query, open);
  const renderChoice = useChoiceRenderer(types);
  const off = control.disabled || control.readOnly;
  return (
    <Suggest<ItemChoice>
      items={[...items]}
      selectedItem={id === undefined ? null : { id, label }}
      query={query}
      onQueryChange={setQuery}
      itemsEqual="id"
      inputValueRenderer={(choice) => choice.label}
      itemRenderer={renderChoice}
      onItemSelect={(choice) => props.onChange(choice.id)}
      noResults={<MenuItem disabled text={t(loading ? 'views.form.searching' : 'views.form.noChoices')} roleStructure="listoption" />}
      disabled={off}
      popoverProps={{ minimal: true, onOpening: () => setOpen(true), onClosed: () => setOpen(false) }}
      inputProps={{
        id: control.id,
        placeholder: control.placeholder ?? t('views.form.searchItems'),
        intent: control.intent,
        rightElement:
          id !== undefined && !off && !props.required ? (
            <Button icon="cross" variant="minimal" aria-label={t('views.form.clear')} onClick={() => props.onChange(undefined)} />
          ) : undefined,
      }}
      resetOnClose
      fill
    />
  );
}

/** Several related items as tags showing their labels. */
export function ItemRefsWidget(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const selected = Array.isArray(props.value) ? props.value.filter((v): v is string => typeof v === 'string') : [];
  const types = allowedTypes(props.schema as FieldSchema);
  const { items, loading } = useItemSearch(types, query, open);
  const renderChoice = useChoiceRenderer(types);
  const setIds = (ids: string[]) => props.onChange(ids.length === 0 ? undefined : ids);
  return (
    <MultiSelect<ItemChoice>
      items={items.filter((choice) => !selected.includes(choice.id))}
      selectedItems={selected.map((id) => ({ id, label: id }))}
      query={query}
      onQueryChange={setQuery}
      itemsEqual="id"
      itemRenderer={renderChoice}
      tagRenderer={(choice) => <ItemLabel id={choice.id} />}
      onItemSelect={(choice) => {
        setIds([...selected, choice.id]);
        setQuery('');
      }}
      onRemove={(choice) => setIds(selected.filter((id) => id !== choice.id))}
      noResults={<MenuItem disabled text={t(loading ? 'views.form.searching' : 'views.form.noChoices')} roleStructure="listoption" />}
      placeholder={control.placeholder ?? t('views.form.searchItems')}
      disabled={control.disabled || control.readOnly}
      popoverProps={{ minimal: true, onOpening: () => setOpen(true), onClosed: () => setOpen(false) }}
      tagInputProps={{ inputProps: { id: control.id } }}
      resetOnSelect
      fill
    />
  );
}
