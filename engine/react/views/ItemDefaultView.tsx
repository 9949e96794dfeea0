import { H6 } from '@blueprintjs/core';
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
import type { ViewField } from '../../derive/viewModel';
import { fieldsRepeatingTheirSection } from '../../derive/sections';
import { attachedOwnerId } from '../../derive/attachedOwner';

/**
 * The generated default view of an item: every field not hidden in views, section by section, as
 * label and value, each value shown by its declared (or inferred) cell; computed fields are
 * evaluated at the engine's current time. Fields other plugins add to the type show only when set.
 * When the page links the item it is attached to (the `attached-to` cell), a reference field naming
 * that same item is left out: it would link it a second time (a consultation's document).
 */
export function ItemDefaultView({ item, type }: { item: ItemRecord; type: string }) {
  const { registry, audience } = useEngine();
  const t = useTranslate();
  const declaration = registry.types.get(type)?.declaration;
  const now = useViewClock(declaration?.computed !== undefined);
  if (!declaration) return null;
  const model = viewModelOf(registry, type, 'default', audience);
  const labels = labelsOf(item);
  // A field another plugin adds to the type shows only when set (ViewField.whenSet); a section left
  // with nothing to show is left out with its title.
  const owner = model.sections.some((section) => section.fields.some((field) => field.cell === 'attached-to')) ? attachedOwnerId(item) : undefined;
  const shown = (fields: readonly ViewField[]) =>
    fields
      .map((field) => ({ field, value: viewFieldValue(item, field, now) }))
      .filter(({ field, value }) => !(field.whenSet && (isEmptyValue(value) || value === false)))
      .filter(({ field, value }) => owner === undefined || field.cell === 'attached-to' || value !== owner);
  const sections = model.sections.map((section) => ({ ...section, fields: shown(section.fields) })).filter((section) => section.fields.length > 0);
  const unlabelled = fieldsRepeatingTheirSection(
    sections.map((section) => ({ ...(section.title ? { title: section.title } : {}), fields: section.fields.map(({ field }) => field.field) })),
    (name) => sections.flatMap((section) => section.fields).find(({ field }) => field.field === name)?.field.label,
    t,
  );
  return (
    <div className="vgn-item-view">
      {sections.map((section) => (
        <section key={section.key} className="vgn-view-section">
          {section.title ? <H6 className="vgn-view-section-title">{t(section.title)}</H6> : null}
          <dl className="vgn-view-fields">
            {section.fields.map(({ field, value }) => (
              <div key={field.field} className={unlabelled.has(field.field) ? 'vgn-view-field vgn-view-field-unlabelled' : 'vgn-view-field'}>
                {unlabelled.has(field.field) ? null : <dt>{t(field.label)}</dt>}
                <dd>
                  {isEmptyValue(value) ? (
                    <span className="vgn-view-empty">—</span>
                  ) : (
                    <CellView cell={field.cell} value={value} item={item} schema={resolveFieldPath(declaration.schema, field.field)} enumMessages={enumMessagesOf(declaration.key, field.field)} {...(labels ? { labels } : {})} {...lovOwnerProp(registry, declaration, field, item)} />
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
