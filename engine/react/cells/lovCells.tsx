import { Tag } from '@blueprintjs/core';
import { useLovEntries } from '../services/hooks';
import type { CellProps } from './cellProps';
import { isEmptyValue, valueList, valueText } from './cellProps';

/** The translated label of a list key; the key itself while the list loads or when it is unknown. */
export function useLovLabel(list: string | undefined, key: unknown, owner?: string): string {
  const entries = useLovEntries(list, owner);
  const text = valueText(key);
  return entries?.find((entry) => entry.key === text)?.label ?? text;
}

export function LovCell({ value, schema, lovOwner }: CellProps) {
  const label = useLovLabel(schema?.lov ?? schema?.items?.lov, value, lovOwner);
  return <span className="vgn-cell-lov">{label}</span>;
}

export function LovListCell({ value, schema, lovOwner }: CellProps) {
  const entries = useLovEntries(schema?.items?.lov ?? schema?.lov, lovOwner);
  if (isEmptyValue(value)) return null;
  return (
    <span className="vgn-cell-tags">
      {valueList(value).map((key) => {
        const text = valueText(key);
        return (
          <Tag key={text} minimal>
            {entries?.find((entry) => entry.key === text)?.label ?? text}
          </Tag>
        );
      })}
    </span>
  );
}
