import type { FieldSchema } from '../../engine/declarations/bundle';
import { enumMessagesOf } from '../../engine/derive/enumMessages';
import type { SearchHeader } from '../../engine/derive/searchModel';
import { CellView } from '../../engine/react/cells/cellRenderers';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { useEngine } from '../../engine/react/services/EngineContext';
import { labelsOf, valueAtPath } from '../../engine/react/views/itemRecord';
import type { CachedItem } from '../net/itemCache';

export interface ResultCellProps {
  header: SearchHeader;
  item: CachedItem;
  schema?: FieldSchema;
  /** Labels of the search reply, for reference cells. */
  labels?: Readonly<Record<string, string>>;
}

function TypeName({ type }: { type: string }) {
  const t = useTranslate();
  const { registry } = useEngine();
  return <>{t(registry.types.get(type)?.declaration.label ?? type)}</>;
}

/**
 * One result cell: the header's cell renderer on the row item's value. The ag-grid grid and the
 * plain first rows shown while it mounts (FirstRows) render the same component, so both show the
 * same texts and links.
 */
export function ResultCell({ header, item, schema, labels }: ResultCellProps) {
  const value = valueAtPath(item, header.field);
  if (header.field === '_t' && typeof value === 'string') return <TypeName type={value} />;
  const merged = { ...labels, ...labelsOf(item) };
  return <CellView cell={header.cell} value={value} item={item} labels={merged} enumMessages={enumMessagesOf(item._t ?? '', header.field)} {...(schema ? { schema } : {})} />;
}
