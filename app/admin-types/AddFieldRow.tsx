import { Button, Checkbox, HTMLSelect, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import type { Registry } from '../../engine/registry/registry';
import { addSimpleField, type FieldNote, type SimpleFieldKind, type SimpleFieldSpec, type TypeDefinition } from '../../engine/typedef';
import { FieldSourcePicker, isLovKind, isRefKind, useKindOptions } from './FieldSourcePicker';

export interface AddFieldRowProps {
  definition: TypeDefinition;
  registry: Registry;
  locale: string;
  onChange: (definition: TypeDefinition) => void;
  /** What addSimpleField could not do (a facet the kind has none of ...). */
  onNote: (note: string | undefined) => void;
}

interface Draft {
  name: string;
  label: string;
  kind: SimpleFieldKind;
  lov: string;
  itemTypes: string[];
  required: boolean;
  header: boolean;
  facet: boolean;
}

const EMPTY: Draft = { name: '', label: '', kind: 'text', lov: '', itemTypes: [], required: false, header: false, facet: false };

/** The spec addSimpleField takes: a list only for list kinds, types only for related-item kinds. */
export function specOf(draft: Draft, locale: string): SimpleFieldSpec {
  return {
    name: draft.name.trim(),
    label: draft.label,
    kind: draft.kind,
    ...(isLovKind(draft.kind) ? { lov: draft.lov } : {}),
    ...(isRefKind(draft.kind) && draft.itemTypes.length > 0 ? { itemTypes: draft.itemTypes } : {}),
    required: draft.required,
    header: draft.header,
    facet: draft.facet,
    locale,
  };
}

/** The table's last row: a new field's name, label, kind, list or type, and flags, then "Add field". */
export function AddFieldRow({ definition, registry, locale, onChange, onNote }: AddFieldRowProps) {
  const t = useTranslate();
  const kinds = useKindOptions();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<FieldNote[]>([]);
  const errorOf = (field: keyof SimpleFieldSpec) => errors.find((e) => e.field === field)?.message;
  const update = (part: Partial<Draft>) => setDraft((current) => ({ ...current, ...part }));

  const add = () => {
    const result = addSimpleField(definition, specOf(draft, locale));
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    setDraft(EMPTY);
    onNote(result.notes.map((n) => n.message).join('; ') || undefined);
    onChange(result.definition);
  };

  const invalid = (field: keyof SimpleFieldSpec) => (errorOf(field) === undefined ? undefined : 'danger');
  return (
    <>
      <tr className="vgn-typedef-add-field">
        <td>
          <InputGroup id="vgn-typedef-new-field-name" aria-label={t('admin-types.field.name')} placeholder={t('admin-types.field.name')} value={draft.name} intent={invalid('name')} title={errorOf('name')} onChange={(e) => update({ name: e.currentTarget.value })} small />
        </td>
        <td>
          <InputGroup id="vgn-typedef-new-field-label" aria-label={t('admin-types.field.label')} placeholder={t('admin-types.field.label')} value={draft.label} intent={invalid('label')} title={errorOf('label')} onChange={(e) => update({ label: e.currentTarget.value })} small />
        </td>
        <td>
          <HTMLSelect id="vgn-typedef-new-field-kind" aria-label={t('admin-types.field.kind')} value={draft.kind} options={kinds} onChange={(e) => update({ kind: e.currentTarget.value as SimpleFieldKind })} />
        </td>
        <td>
          <FieldSourcePicker
            id="vgn-typedef-new-field-source"
            kind={draft.kind}
            lov={draft.lov}
            itemTypes={draft.itemTypes}
            registry={registry}
            onLov={(lov) => update({ lov })}
            onItemTypes={(itemTypes) => update({ itemTypes })}
          />
        </td>
        <td>
          <Checkbox id="vgn-typedef-new-field-required" aria-label={t('admin-types.field.required')} checked={draft.required} onChange={(e) => update({ required: e.currentTarget.checked })} />
        </td>
        <td>
          <Checkbox id="vgn-typedef-new-field-header" aria-label={t('admin-types.field.header')} checked={draft.header} onChange={(e) => update({ header: e.currentTarget.checked })} />
        </td>
        <td>
          <Checkbox id="vgn-typedef-new-field-facet" aria-label={t('admin-types.field.facet')} checked={draft.facet} onChange={(e) => update({ facet: e.currentTarget.checked })} />
        </td>
        <td>
          <Button id="vgn-typedef-add-field" icon="add" intent="primary" onClick={add}>
            {t('admin-types.field.add')}
          </Button>
        </td>
      </tr>
      {errors.length > 0 ? (
        <tr>
          <td colSpan={8} className="vgn-typedef-add-errors" role="alert">
            {errors.map((e) => `${t(`admin-types.field.${e.field === 'lov' || e.field === 'itemTypes' ? 'source' : e.field}`)}: ${e.message}`).join(' · ')}
          </td>
        </tr>
      ) : null}
    </>
  );
}
