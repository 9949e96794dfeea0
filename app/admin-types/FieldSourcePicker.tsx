import { HTMLSelect } from '@blueprintjs/core';
import { useMemo } from 'react';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import type { Registry } from '../../engine/registry/registry';
import { SIMPLE_FIELD_KINDS, type SimpleFieldKind } from '../../engine/typedef';

export function isLovKind(kind: SimpleFieldKind | undefined): boolean {
  return kind === 'lov' || kind === 'lovMulti';
}

export function isRefKind(kind: SimpleFieldKind | undefined): boolean {
  return kind === 'itemRef' || kind === 'itemRefs';
}

/** The kinds the form offers, translated, for a kind picker. */
export function useKindOptions(): { value: SimpleFieldKind; label: string }[] {
  const t = useTranslate();
  return useMemo(() => SIMPLE_FIELD_KINDS.map((kind) => ({ value: kind, label: t(`admin-types.kind.${kind}`) })), [t]);
}

/** Lists of values by key with their translated label, for the list picker. */
export function useLovOptions(registry: Registry): { value: string; label: string }[] {
  const t = useTranslate();
  return useMemo(
    () => [...registry.lovs.values()].map((lov) => ({ value: lov.key, label: `${t(lov.label)} (${lov.key})` })).sort((a, b) => a.label.localeCompare(b.label)),
    [registry, t],
  );
}

/** Item types a related-item field may name (every type users can see, system types aside). */
export function useTypeOptions(registry: Registry): { value: string; label: string }[] {
  const t = useTranslate();
  return useMemo(
    () =>
      [...registry.types.values()]
        .filter((type) => type.declaration.system !== true)
        .map((type) => ({ value: type.key, label: t(type.declaration.label) }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [registry, t],
  );
}

export interface FieldSourcePickerProps {
  kind: SimpleFieldKind | undefined;
  lov: string | undefined;
  itemTypes: readonly string[] | undefined;
  registry: Registry;
  id: string;
  onLov: (lov: string) => void;
  onItemTypes: (itemTypes: string[]) => void;
}

/**
 * Where a field's values come from: the list of values of a list field, the one allowed type of
 * a related-item field (or any type); nothing for other kinds. Several allowed types are written
 * in the JSON editor.
 */
export function FieldSourcePicker({ kind, lov, itemTypes, registry, id, onLov, onItemTypes }: FieldSourcePickerProps) {
  const t = useTranslate();
  const lovOptions = useLovOptions(registry);
  const typeOptions = useTypeOptions(registry);
  if (isLovKind(kind)) {
    return (
      <HTMLSelect
        id={id}
        aria-label={t('admin-types.field.source')}
        value={lov ?? ''}
        options={[{ value: '', label: t('admin-types.field.chooseLov'), disabled: true }, ...lovOptions]}
        onChange={(e) => onLov(e.currentTarget.value)}
        fill
      />
    );
  }
  if (isRefKind(kind)) {
    const many = (itemTypes?.length ?? 0) > 1;
    return (
      <HTMLSelect
        id={id}
        aria-label={t('admin-types.field.source')}
        value={many ? (itemTypes ?? []).join(',') : (itemTypes?.[0] ?? '')}
        disabled={many}
        options={[{ value: '', label: t('admin-types.field.anyType') }, ...(many ? [{ value: (itemTypes ?? []).join(','), label: (itemTypes ?? []).join(', ') }] : []), ...typeOptions]}
        onChange={(e) => onItemTypes(e.currentTarget.value === '' ? [] : [e.currentTarget.value])}
        fill
      />
    );
  }
  return null;
}
