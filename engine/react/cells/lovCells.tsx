import { useLovEntries } from '../services/hooks';
import type { CellProps } from './cellProps';
import { isEmptyValue, valueList, valueText } from './cellProps';
import { PlainTag } from './PlainTag';

/**
 * The translated label of a list key: nothing while the list loads (a raw key such as "PENDING" must
 * not flash before its label), the key itself only when the loaded list does not know it.
 */
export function useLovLabel(list: string | undefined, key: unknown, owner?: string): string {
  const entries = useLovEntries(list, owner);
  const text = valueText(key);
  if (list !== undefined && entries === undefined) return '';
  return entries?.find((entry) => entry.key === text)?.label ?? text;
}

export function LovCell({ value, schema, lovOwner }: CellProps) {
  const label = useLovLabel(schema?.lov ?? schema?.items?.lov, value, lovOwner);
  return <span className="vgn-cell-lov">{label}</span>;
}

export function LovListCell({ value, schema, lovOwner }: CellProps) {
  const list = schema?.items?.lov ?? schema?.lov;
  const entries = useLovEntries(list, lovOwner);
  if (isEmptyValue(value) || (list !== undefined && entries === undefined)) return null;
  return (
    <span className="vgn-cell-tags">
      {valueList(value).map((key) => {
        const text = valueText(key);
        const label = entries?.find((entry) => entry.key === text)?.label ?? text;
        return (
          <PlainTag key={text} minimal title={label}>
            {label}
          </PlainTag>
        );
      })}
    </span>
  );
}
