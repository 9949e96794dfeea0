import { useTranslate } from '../i18n/useTranslate';
import type { CellProps } from './cellProps';
import { isEmptyValue, valueText } from './cellProps';

const WEB_URL = /^https?:\/\//i;

export function TextCell({ value, schema, enumMessages }: CellProps) {
  const t = useTranslate();
  const text = valueText(value);
  const translated = enumMessages !== undefined && schema?.enum?.includes(value) === true ? t(`${enumMessages}.${text}`) : text;
  return <span className="vgn-cell-text">{translated}</span>;
}

/** Keeps the line breaks of long texts. */
export function MultilineCell({ value }: CellProps) {
  return <span className="vgn-cell-multiline">{valueText(value)}</span>;
}

export function EmailCell({ value }: CellProps) {
  if (typeof value !== 'string' || value === '') return <TextCell value={value} />;
  return <a href={`mailto:${value}`}>{value}</a>;
}

export function PhoneCell({ value }: CellProps) {
  if (typeof value !== 'string' || value === '') return <TextCell value={value} />;
  const dial = value.replace(/\s*(ext:?|x)\s*(\d+)$/i, ',$2').replace(/[^\d+,]/g, '');
  return <a href={`tel:${dial}`}>{value}</a>;
}

/** Only http(s) addresses become links: stored text never turns into a javascript: link. */
export function UrlCell({ value }: CellProps) {
  if (typeof value !== 'string' || !WEB_URL.test(value)) return <TextCell value={value} />;
  return (
    <a href={value} target="_blank" rel="noopener noreferrer">
      {value}
    </a>
  );
}

/** An item index or id, in a fixed-width font so columns of ids line up. */
export function IdCell({ value }: CellProps) {
  if (isEmptyValue(value)) return null;
  return <code className="vgn-cell-id">{valueText(value)}</code>;
}
