import { Icon } from '@blueprintjs/core';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatFileSize } from '../../format';
import type { CellProps } from './cellProps';
import { isEmptyValue, valueList, valueText } from './cellProps';
import { PlainTag } from './PlainTag';
import { isStructuredText, StructuredCell } from './StructuredCell';

const HEX_COLOR = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

export function NumberCell({ value }: CellProps) {
  const intl = useIntl();
  if (typeof value !== 'number') return <span>{valueText(value)}</span>;
  return <span className="vgn-cell-number">{intl.formatNumber(value)}</span>;
}

export function BooleanCell({ value }: CellProps) {
  if (typeof value !== 'boolean') return null;
  return (
    <span className="vgn-cell-boolean">
      <Icon icon={value ? 'tick' : 'cross'} intent={value ? 'success' : 'none'} size={12} />{' '}
      <FormattedMessage id={value ? 'views.cell.yes' : 'views.cell.no'} />
    </span>
  );
}

/** A swatch beside the hex code; a value that is no colour is shown as text only. */
export function ColorCell({ value }: CellProps) {
  const text = valueText(value);
  if (!HEX_COLOR.test(text)) return <span>{text}</span>;
  return (
    <span className="vgn-cell-color">
      <span className="vgn-swatch" style={{ backgroundColor: text }} aria-hidden="true" />
      <code>{text}</code>
    </span>
  );
}

export function FileSizeCell({ value }: CellProps) {
  const { locale } = useIntl();
  return <span className="vgn-cell-number">{typeof value === 'number' ? formatFileSize(value, locale) : valueText(value)}</span>;
}

export function TagsCell({ value }: CellProps) {
  if (isEmptyValue(value)) return null;
  return (
    <span className="vgn-cell-tags">
      {valueList(value).map((entry, i) => (
        <PlainTag key={i} minimal title={valueText(entry)}>
          {valueText(entry)}
        </PlainTag>
      ))}
    </span>
  );
}

/** Lists of small records as lines of their values; other structured values as indented JSON. */
export function JsonCell({ value, schema }: CellProps) {
  if (value === undefined) return null;
  if (isStructuredText(value, schema)) return <StructuredCell value={value} schema={schema} />;
  return <pre className="vgn-cell-json">{JSON.stringify(value, null, 2)}</pre>;
}
