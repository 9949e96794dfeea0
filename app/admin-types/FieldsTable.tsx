import { Button, Callout, Checkbox, HTMLSelect, HTMLTable, InputGroup } from '@blueprintjs/core';
import { useState } from 'react';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import type { Registry } from '../../engine/registry/registry';
import type { SimpleFieldKind, TypeDefinition } from '../../engine/typedef';
import { AddFieldRow } from './AddFieldRow';
import { FieldSourcePicker, isLovKind, useKindOptions } from './FieldSourcePicker';
import { deleteField, fieldRows, setFieldFacet, setFieldHeader, setFieldItemTypes, setFieldKind, setFieldLabel, setFieldLov, setFieldRequired, type FieldEdit, type FieldRow } from './fieldRows';

export interface FieldsTableProps {
  definition: TypeDefinition;
  registry: Registry;
  locale: string;
  onChange: (definition: TypeDefinition) => void;
}

function FieldRowView({ row, props, onEdit }: { row: FieldRow; props: FieldsTableProps; onEdit: (edit: FieldEdit) => void }) {
  const t = useTranslate();
  const kinds = useKindOptions();
  const { definition, registry, locale } = props;
  const set = (next: TypeDefinition) => onEdit({ definition: next });
  const firstLov = registry.lovs.keys().next().value;
  const changeKind = (kind: SimpleFieldKind) => {
    const lov = row.lov ?? (isLovKind(kind) ? firstLov : undefined);
    onEdit(setFieldKind(definition, row.name, kind, { ...(isLovKind(kind) && lov !== undefined ? { lov } : {}), ...(row.itemTypes ? { itemTypes: row.itemTypes } : {}) }));
  };
  const custom = row.kind === undefined;
  return (
    <tr data-field={row.name}>
      <td>
        <code>{row.name}</code>
      </td>
      <td>
        <InputGroup aria-label={t('admin-types.field.label')} value={row.label} onChange={(e) => set(setFieldLabel(definition, row.name, e.currentTarget.value, locale))} small />
      </td>
      <td>
        {row.kind === undefined ? (
          <span className="bp6-text-muted">{t('admin-types.field.custom')}</span>
        ) : (
          <HTMLSelect aria-label={t('admin-types.field.kind')} value={row.kind} options={kinds} onChange={(e) => changeKind(e.currentTarget.value as SimpleFieldKind)} />
        )}
      </td>
      <td>
        <FieldSourcePicker
          id={`vgn-typedef-source-${row.name}`}
          kind={row.kind}
          lov={row.lov}
          itemTypes={row.itemTypes}
          registry={registry}
          onLov={(lov) => set(setFieldLov(definition, row.name, lov))}
          onItemTypes={(types) => set(setFieldItemTypes(definition, row.name, types))}
        />
      </td>
      <td>
        <Checkbox aria-label={t('admin-types.field.required')} checked={row.required} onChange={(e) => set(setFieldRequired(definition, row.name, e.currentTarget.checked))} />
      </td>
      <td>
        <Checkbox aria-label={t('admin-types.field.header')} checked={row.header} onChange={(e) => set(setFieldHeader(definition, row.name, e.currentTarget.checked))} />
      </td>
      <td>
        <Checkbox aria-label={t('admin-types.field.facet')} checked={row.facet} disabled={custom && !row.facet} onChange={(e) => onEdit(setFieldFacet(definition, row.name, e.currentTarget.checked))} />
      </td>
      <td>
        <Button variant="minimal" icon="trash" intent="danger" aria-label={t('admin-types.field.remove', { name: row.name })} title={t('admin-types.field.remove', { name: row.name })} onClick={() => set(deleteField(definition, row.name))} />
      </td>
    </tr>
  );
}

/**
 * The fields of the definition as a table (an extension's added fields only): label, kind, list
 * or related type, required, column, facet, remove; and a last row adding a field with
 * engine/typedef addSimpleField. A custom field (richer JSON Schema) keeps its kind here.
 */
export function FieldsTable(props: FieldsTableProps) {
  const t = useTranslate();
  const [note, setNote] = useState<string | undefined>(undefined);
  const rows = fieldRows(props.definition, props.locale);
  const onEdit = (edit: FieldEdit) => {
    setNote(edit.note);
    props.onChange(edit.definition);
  };
  const base = props.definition.declaration.extends;
  return (
    <section className="vgn-typedef-fields">
      <h4>{base === undefined ? t('admin-types.form.fields') : t('admin-types.form.extensionFields', { base: t(props.registry.types.get(base)?.declaration.label ?? base) })}</h4>
      <HTMLTable compact className="vgn-typedef-fields-table">
        <thead>
          <tr>
            <th>{t('admin-types.field.name')}</th>
            <th>{t('admin-types.field.label')}</th>
            <th>{t('admin-types.field.kind')}</th>
            <th>{t('admin-types.field.source')}</th>
            <th>{t('admin-types.field.required')}</th>
            <th>{t('admin-types.field.header')}</th>
            <th>{t('admin-types.field.facet')}</th>
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <FieldRowView key={row.name} row={row} props={props} onEdit={onEdit} />
          ))}
          {rows.length === 0 ? (
            <tr>
              <td colSpan={8} className="bp6-text-muted">
                {t('admin-types.field.none')}
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          <AddFieldRow {...props} onNote={setNote} />
        </tfoot>
      </HTMLTable>
      {note !== undefined ? (
        <Callout intent="warning" icon="info-sign" className="vgn-typedef-note">
          {note}
        </Callout>
      ) : null}
    </section>
  );
}
