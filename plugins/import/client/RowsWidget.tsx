import { Button, HTMLSelect, InputGroup } from '@blueprintjs/core';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useControlProps } from '../../../engine/react/theme/widgets/widgetSupport';
import './importScreens.css';

type Row = Record<string, string | number>;

interface ColumnSchema {
  type?: unknown;
  enum?: unknown;
}

function columnsOf(schema: unknown): [string, ColumnSchema][] {
  const items = typeof schema === 'object' && schema !== null && 'items' in schema ? schema.items : undefined;
  const properties = typeof items === 'object' && items !== null && 'properties' in items ? items.properties : undefined;
  return typeof properties === 'object' && properties !== null ? (Object.entries(properties) as [string, ColumnSchema][]) : [];
}

/** A filter shows a value to compare, or a range: never both (the other inputs would be ignored). */
function shown(row: Row, key: string): boolean {
  if (row.op === undefined) return true;
  return row.op === 'range' ? key !== 'value' : key !== 'min' && key !== 'max';
}

function rowsOf(value: unknown): Row[] {
  return Array.isArray(value) ? value.filter((row): row is Row => typeof row === 'object' && row !== null) : [];
}

/**
 * The import's lists of small records (renamed fields, filters) as rows of inputs, one per
 * property of the items' schema, instead of raw JSON. Labels: `types.Import.fields.{list}.{property}`,
 * choices: `types.Import.enums.{list}.{property}.{value}`.
 */
export function RowsWidget(props: WidgetProps) {
  const t = useTranslate();
  const control = useControlProps(props);
  const list = props.name;
  const columns = columnsOf(props.schema);
  const rows = rowsOf(props.value);
  const off = control.disabled || control.readOnly;

  const store = (next: Row[]): void => props.onChange(next.length === 0 ? undefined : next);
  const change = (index: number, key: string, text: string, numeric: boolean): void => {
    store(
      rows.map((row, at) => {
        if (at !== index) return row;
        const next: Row = { ...row };
        const value = numeric ? Number(text) : text;
        if (text === '' || (numeric && Number.isNaN(value))) delete next[key];
        else next[key] = value;
        return next;
      }),
    );
  };
  const firstEnum = (column: ColumnSchema): Row => (Array.isArray(column.enum) && typeof column.enum[0] === 'string' ? { op: column.enum[0] } : {});
  const blank = (): Row => Object.assign({}, ...columns.filter(([key]) => key === 'op').map(([, column]) => firstEnum(column))) as Row;

  return (
    <div className="vgn-import-rows" id={control.id}>
      {rows.map((row, index) => (
        <div className="vgn-import-row" key={index} data-testid={`${list}-row-${String(index)}`}>
          {columns.filter(([key]) => shown(row, key)).map(([key, column]) => {
            const label = t(`types.Import.fields.${list}.${key}`);
            const value = row[key] === undefined ? '' : String(row[key]);
            if (Array.isArray(column.enum)) {
              const options = column.enum.filter((choice): choice is string => typeof choice === 'string').map((choice) => ({ value: choice, label: t(`types.Import.enums.${list}.${key}.${choice}`) }));
              return <HTMLSelect key={key} aria-label={label} disabled={off} value={value} options={options} onChange={(event) => change(index, key, event.currentTarget.value, false)} />;
            }
            const numeric = column.type === 'number' || column.type === 'integer';
            return <InputGroup key={key} aria-label={label} placeholder={label} disabled={off} type={numeric ? 'number' : 'text'} value={value} onValueChange={(text) => change(index, key, text, numeric)} />;
          })}
          <Button icon="trash" variant="minimal" intent="danger" disabled={off} aria-label={t('views.form.remove')} title={t('views.form.remove')} onClick={() => store(rows.filter((_, at) => at !== index))} />
        </div>
      ))}
      {!off && <Button icon="add" variant="outlined" size="small" text={t(`import.rows.add.${list}`)} onClick={() => store([...rows, blank()])} />}
    </div>
  );
}
