import { useMemo } from 'react';
import type { CellProps } from './cellProps';
import { valueText } from './cellProps';
import { htmlToReact } from './htmlToReact';

/** Rich text stored as HTML, shown through the allowlist rebuild of htmlToReact. */
export function HtmlCell({ value }: CellProps) {
  const html = valueText(value);
  const content = useMemo(() => htmlToReact(html), [html]);
  return <div className="vgn-cell-html">{content}</div>;
}
