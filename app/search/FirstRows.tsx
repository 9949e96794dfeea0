import type { CSSProperties, MouseEvent } from 'react';
import type { FieldSchema } from '../../engine/declarations/bundle';
import type { SearchHeader } from '../../engine/derive/searchModel';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import type { CachedItem } from '../net/itemCache';
import { ResultCell } from './ResultCell';
import './firstRows.css';

/** More rows than any screen shows above the fold: the rest come with the grid. */
const MOST_FIRST_ROWS = 40;

export interface FirstRowsProps {
  headers: readonly SearchHeader[];
  rows: readonly CachedItem[];
  schemaOf: (field: string) => FieldSchema | undefined;
  labels?: Readonly<Record<string, string>>;
  onOpen: (id: string) => void;
  openId?: string;
}

/** The grid's column widths: fixed widths as declared, the others share the rest (ag-grid's flex 1, min 120 px). */
function columnTemplate(headers: readonly SearchHeader[]): string {
  return headers.map((header) => (header.width ? `${header.width}px` : 'minmax(120px, 1fr)')).join(' ');
}

/**
 * The first page of a result grid as plain HTML rows, shown while ag-grid's chunk loads and builds
 * its rows (its first build is the longest task of a list page): the same columns, cell renderers
 * and look as the grid, so the swap does not move anything. An accessible grid of its own (role
 * grid, rows, column headers, cells); a click on a row opens it like the grid does.
 */
export function FirstRows({ headers, rows, schemaOf, labels, onOpen, openId }: FirstRowsProps) {
  const t = useTranslate();
  const style = { '--vgn-first-rows-columns': columnTemplate(headers) } as CSSProperties;
  const openRow = (id: string) => (event: MouseEvent) => {
    // A link in a cell (an e-mail address, a related item) does its own thing, not open the row.
    if (event.target instanceof Element && event.target.closest('a') !== null) return;
    onOpen(id);
  };
  return (
    <div className="vgn-first-rows" role="grid" aria-readonly="true" aria-rowcount={rows.length + 1} style={style} data-testid="first-rows">
      <div className="vgn-first-rows-header" role="row">
        {headers.map((header) => (
          <div key={header.field} className="vgn-first-rows-header-cell" role="columnheader">
            {t(header.label)}
          </div>
        ))}
      </div>
      {rows.slice(0, MOST_FIRST_ROWS).map((item) => (
        <div key={item.$id} className={item.$id === openId ? 'vgn-first-rows-row vgn-row-open' : 'vgn-first-rows-row'} role="row" onClick={openRow(item.$id)}>
          {headers.map((header) => {
            const schema = schemaOf(header.field);
            return (
              <div key={header.field} className="vgn-first-rows-cell" role="gridcell">
                <ResultCell header={header} item={item} {...(schema ? { schema } : {})} {...(labels ? { labels } : {})} />
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
