import { useEffect, useState } from 'react';
import { useEngine } from '../../../engine/react/services/EngineContext';

export interface LetterRow {
  $id: string;
  kind?: string;
  state?: string;
  subject?: string;
  proposedBy?: string;
  approvedBy?: string;
  sentOn?: string;
  pdf?: string;
}

export interface TemplateRow {
  $id: string;
  title?: string;
}

function idsOf(reply: unknown): string[] {
  return typeof reply === 'object' && reply !== null && 'ids' in reply && Array.isArray(reply.ids) ? reply.ids.filter((id): id is string => typeof id === 'string') : [];
}

/** Items of a type whose field names `value`, newest first, read again whenever `version` moves. */
export function useItemsWhere<T extends { $id: string }>(type: string, field: string, value: string | undefined, version: string): T[] | undefined {
  const engine = useEngine();
  const [rows, setRows] = useState<T[] | undefined>(undefined);
  useEffect(() => {
    let live = true;
    if (value === undefined) return undefined;
    (async () => {
      const ids = idsOf(await engine.send('search/ids', { must: [{ kind: 'type', value: type }, { prop: field, kind: 'eq', value }], sort: [{ key: '_c.ts', order: 'desc' }], max: 50 }));
      const items = ids.length === 0 ? [] : await engine.send('readMany/object', ids);
      if (live) setRows(Array.isArray(items) ? (items as T[]) : []);
    })().catch(() => live && setRows([]));
    return () => {
      live = false;
    };
    // `version` names every change worth reading again (the page's item counter, own actions).
  }, [type, field, value, version]);
  return rows;
}
