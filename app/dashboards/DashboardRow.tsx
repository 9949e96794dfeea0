import { itemTitle } from '../../engine/derive/viewModel';
import { isEmptyValue } from '../../engine/react/cells/cellProps';
import { CellView } from '../../engine/react/cells/cellRenderers';
import { enumMessagesOf } from '../../engine/derive/enumMessages';
import { useTranslate } from '../../engine/react/i18n/useTranslate';
import { useEngine } from '../../engine/react/services/EngineContext';
import { viewModelOf } from '../../engine/react/views/derivedModels';
import { lovOwnerProp, viewFieldValue } from '../../engine/react/views/fieldValue';
import { resolveFieldPath } from '../../engine/registry/fieldPaths';
import type { CachedItem } from '../net/itemCache';
import { CellLink } from '../routing/CellLink';

/** Card fields a dashboard row shows beside the title (a dashboard is a glance, its item page has the rest). */
const ROW_FIELDS = 3;

/** One item of a dashboard: its title, opening it in the next column, and its first card fields but `hidden` (the calendar's date, said by the day). */
export function DashboardRow({ row, label, now, hidden }: { row: CachedItem; label: string | undefined; now: Date; hidden?: string }) {
  const { registry, audience } = useEngine();
  const t = useTranslate();
  const type = row._t ?? '';
  const declaration = registry.types.get(type)?.declaration;
  const fields = viewModelOf(registry, type, 'card', audience)
    .sections.flatMap((s) => s.fields)
    .filter((field) => field.field !== hidden)
    .map((field) => ({ field, value: viewFieldValue(row, field, now) }))
    .filter(({ value }) => !isEmptyValue(value))
    .slice(0, ROW_FIELDS);
  return (
    <li className="vgn-dashboard-row" data-testid="dashboard-row" data-item={row.$id}>
      <CellLink to={{ key: `i-${row.$id}` }} className="vgn-dashboard-title">
        {label ?? itemTitle(registry, row)}
      </CellLink>
      {fields.map(({ field, value }) => (
        <span key={field.field} className="vgn-dashboard-field" title={t(field.label)}>
          <CellView
            cell={field.cell}
            value={value}
            schema={declaration ? resolveFieldPath(declaration.schema, field.field) : undefined}
            enumMessages={enumMessagesOf(type, field.field)}
            {...(row.$labels ? { labels: row.$labels } : {})}
            {...(declaration ? lovOwnerProp(registry, declaration, field, row) : {})}
          />
        </span>
      ))}
    </li>
  );
}
