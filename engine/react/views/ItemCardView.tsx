import { Card, Icon, type IconName } from '@blueprintjs/core';
import { itemTitle } from '../../derive/viewModel';
import { resolveFieldPath } from '../../registry/fieldPaths';
import { isEmptyValue } from '../cells/cellProps';
import { CellView } from '../cells/cellRenderers';
import { useTranslate } from '../i18n/useTranslate';
import { useEngine } from '../services/EngineContext';
import { viewModelOf } from './derivedModels';
import { lovOwnerProp, viewFieldValue } from './fieldValue';
import { labelsOf, type ItemRecord } from './itemRecord';
import { useViewClock } from './useViewClock';
import './views.css';
import { enumMessagesOf } from '../../derive/enumMessages';

/** The generated card of an item: icon and title (linking to the item), then its card fields. */
export function ItemCardView({ item, type, selected }: { item: ItemRecord; type: string; selected?: boolean }) {
  const { registry, audience, ItemLink } = useEngine();
  const t = useTranslate();
  const declaration = registry.types.get(type)?.declaration;
  const now = useViewClock(declaration?.computed !== undefined);
  if (!declaration) return null;
  const model = viewModelOf(registry, type, 'card', audience);
  const labels = labelsOf(item);
  const title = itemTitle(registry, item);
  const fields = model.sections
    .flatMap((s) => s.fields)
    .map((field) => ({ field, value: viewFieldValue(item, field, now) }))
    .filter(({ value }) => !isEmptyValue(value));
  return (
    <Card compact selected={selected ?? false} className="vgn-item-card">
      <div className="vgn-item-card-head">
        <Icon icon={model.icon as IconName} />
        {typeof item.$id === 'string' ? <ItemLink id={item.$id}>{title}</ItemLink> : <span>{title}</span>}
      </div>
      {fields.length > 0 ? (
        <dl className="vgn-view-fields vgn-card-fields">
          {fields.map(({ field, value }) => (
            <div key={field.field} className="vgn-view-field">
              <dt>{t(field.label)}</dt>
              <dd>
                <CellView cell={field.cell} value={value} item={item} schema={resolveFieldPath(declaration.schema, field.field)} enumMessages={enumMessagesOf(declaration.key, field.field)} {...(labels ? { labels } : {})} {...lovOwnerProp(registry, declaration, field, item)} />
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Card>
  );
}
