import type { ComponentType } from 'react';
import type { CellName } from '../../catalog/cells';
import { isCell } from '../../catalog/cells';
import { AccessCell } from './AccessCell';
import { AttachedToCell, TypeLabelCell } from './attachedToCells';
import type { CellProps } from './cellProps';
import { TimeWindowCell } from './computedCells';
import { HtmlCell } from './HtmlCell';
import { ItemRefCell, ItemRefsCell } from './itemRefCells';
import { LovCell, LovListCell } from './lovCells';
import { DateCell, DateTimeCell, RelativeTimeCell, TimeCell } from './temporalCells';
import { EmailCell, IdCell, MultilineCell, PhoneCell, TextCell, UrlCell } from './textCells';
import { BooleanCell, ColorCell, FileSizeCell, JsonCell, NumberCell, TagsCell } from './valueCells';
import { contributedCell } from '../plugin/contributions';
import { lazyComponent } from '../plugin/lazyComponent';
import './cells.css';

/**
 * Geometry summaries need the GeoJSON checker and turf: loaded with the first geometry shown, never
 * with the pages (the home page's cards use this catalog) that show none.
 */
const GeoJsonCell = lazyComponent<CellProps>(() => import('./GeoJsonCell').then((m) => m.GeoJsonCell));

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
  geojson: GeoJsonCell,
  access: AccessCell,
  id: IdCell,
  'time-window': TimeWindowCell,
  'attached-to': AttachedToCell,
  'type-label': TypeLabelCell,
};

/**
 * A name no catalog knows. The registry refuses such declarations, so this only shows when a
 * plugin's client entry lacks a cell its plugin.json contributes: said on screen, never as plain text.
 */
function MissingCell({ name }: { name: string }) {
  return (
    <span className="vgn-cell-missing" title={`cell "${name}" is not installed`}>
      ⚠ {name}
    </span>
  );
}

const MISSING = new Map<string, ComponentType<CellProps>>();

/** The renderer of a cell name: built in, else contributed by a plugin's client entry. */
export function cellRenderer(name: string): ComponentType<CellProps> {
  if (isCell(name)) return CELL_RENDERERS[name];
  const contributed = contributedCell(name);
  if (contributed) return contributed;
  let missing = MISSING.get(name);
  if (!missing) {
    console.error(`Cell "${name}" is not installed: its plugin's client entry does not provide it.`);
    missing = function Missing() {
      return <MissingCell name={name} />;
    };
    MISSING.set(name, missing);
  }
  return missing;
}

/** Renders one value with the named cell. */
export function CellView({ cell, ...props }: CellProps & { cell: string }) {
  const Renderer = cellRenderer(cell);
  return <Renderer {...props} />;
}
