import type { ComponentType } from 'react';
import type { CellName } from '../../catalog/cells';
import { isCell } from '../../catalog/cells';
import { AccessCell } from './AccessCell';
import type { CellProps } from './cellProps';
import { TimeWindowCell } from './computedCells';
import { HtmlCell } from './HtmlCell';
import { ItemRefCell, ItemRefsCell } from './itemRefCells';
import { LovCell, LovListCell } from './lovCells';
import { DateCell, DateTimeCell, RelativeTimeCell, TimeCell } from './temporalCells';
import { EmailCell, IdCell, MultilineCell, PhoneCell, TextCell, UrlCell } from './textCells';
import { BooleanCell, ColorCell, FileSizeCell, JsonCell, NumberCell, TagsCell } from './valueCells';
import './cells.css';

/** The renderer of every cell name of engine/catalog/cells.ts (the conformance suite checks both ways). */
export const CELL_RENDERERS: Readonly<Record<CellName, ComponentType<CellProps>>> = {
  text: TextCell,
  multiline: MultilineCell,
  html: HtmlCell,
  number: NumberCell,
  boolean: BooleanCell,
  date: DateCell,
  'date-time': DateTimeCell,
  time: TimeCell,
  'relative-time': RelativeTimeCell,
  email: EmailCell,
  phone: PhoneCell,
  url: UrlCell,
  lov: LovCell,
  'lov-list': LovListCell,
  'item-ref': ItemRefCell,
  'item-refs': ItemRefsCell,
  color: ColorCell,
  'file-size': FileSizeCell,
  tags: TagsCell,
  json: JsonCell,
  access: AccessCell,
  id: IdCell,
  'time-window': TimeWindowCell,
};

/** The renderer of a cell name; plain text for a name the catalog does not know. */
export function cellRenderer(name: string): ComponentType<CellProps> {
  return isCell(name) ? CELL_RENDERERS[name] : TextCell;
}

/** Renders one value with the named cell. */
export function CellView({ cell, ...props }: CellProps & { cell: string }) {
  const Renderer = cellRenderer(cell);
  return <Renderer {...props} />;
}
