import { useEffect } from 'react';
import type { ViewColumn } from '../routing/routeTypes';
import { CellPlaceContext } from '../routing/RouteStateContext';
import { CellBody } from './CellBody';
import { cellChromeStore } from './cellChromeStore';
import { documentTitle } from './documentTitle';

const PLACE = { cellKey: '', ci: 0 };

/**
 * A no-columns view (platform spec §2: sign-out, set-pass, terms, docs ...) on the whole page,
 * without cell toolbar or breadcrumbs. The rest of the path is its route parameter (/docs/{docKey}).
 */
export function FullPage({ column, subPath, title, siteName }: { column: ViewColumn; subPath?: string; title: string; siteName: string }) {
  useEffect(() => {
    document.title = documentTitle(title, siteName);
  }, [title, siteName]);
  useEffect(() => () => cellChromeStore.clear(column.key), [column.key]);
  const routeParam = subPath ?? column.routeParam;
  return (
    <div className="vgn-full-page">
      <CellPlaceContext.Provider value={{ ...PLACE, cellKey: column.key }}>
        <CellBody column={column} focused {...(routeParam !== undefined && { routeParam })} />
      </CellPlaceContext.Provider>
    </div>
  );
}
