import { attachedOwnerId } from '../../derive/attachedOwner';
import { useEngine } from '../services/EngineContext';
import { useItemLabelState } from '../services/hooks';
import { useTranslate } from '../i18n/useTranslate';
import type { CellProps } from './cellProps';

/**
 * Where an attachment belongs, from the platform's attachment fields of its item (server/files:
 * relType, relIndex, relProp): the owning item's label as a link, then "as" the field's label.
 * The raw type key, index and field key are never shown.
 */
export function AttachedToCell({ item }: CellProps) {
  const { registry } = useEngine();
  const t = useTranslate();
  const ownerId = attachedOwnerId(item);
  if (ownerId === undefined || typeof item?.relType !== 'string') return null;
  const relProp = typeof item.relProp === 'string' ? item.relProp : undefined;
  const owner = registry.types.get(item.relType)?.declaration;
  const fieldLabel = relProp === undefined ? undefined : owner?.fields[relProp]?.label;
  return (
    <span className="vgn-cell-attached-to">
      <OwnerItem id={ownerId} />
      {fieldLabel ? <span className="vgn-cell-attached-as"> {t('views.attachedTo.as', { field: t(fieldLabel) })}</span> : null}
    </span>
  );
}

/** The owning item by its label, linked; a neutral text when the reader may not open it. */
function OwnerItem({ id }: { id: string }) {
  const { ItemLink } = useEngine();
  const t = useTranslate();
  const label = useItemLabelState(id);
  if (label.status === 'notVisible') return <span className="vgn-cell-ref vgn-cell-ref-hidden">{t('views.attachedTo.notVisible')}</span>;
  if (label.status === 'loading') return null;
  return (
    <ItemLink id={id} className="vgn-cell-ref">
      {label.label}
    </ItemLink>
  );
}

/** A type key (an attachment's relType) as the type's translated name; an unknown key as itself. */
export function TypeLabelCell({ value }: CellProps) {
  const { registry } = useEngine();
  const t = useTranslate();
  if (typeof value !== 'string' || value === '') return null;
  const type = registry.types.get(value)?.declaration;
  return <span>{type ? t(type.label) : value}</span>;
}
