import { FormattedMessage } from 'react-intl';
import { isSystemId, typeOfId } from '../../ids/itemId';
import { Avatar } from '../people/Avatar';
import { useEngine } from '../services/EngineContext';
import { useItemLabel } from '../services/hooks';
import type { CellProps } from './cellProps';
import { valueList } from './cellProps';

/** The id of a reference value: a plain id string, or the `by` of a created stamp {ts, by}. */
export function referencedId(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'object' && value !== null && 'by' in value && typeof value.by === 'string') return value.by;
  return undefined;
}

/** Platform spec §3: ids with index 0 and sys. types are labelled System, with nothing to open. */
function ItemRef({ id, labels }: { id: string; labels: CellProps['labels'] }) {
  if (isSystemId(id)) {
    return (
      <span className="vgn-cell-ref vgn-cell-ref-system">
        <FormattedMessage id="app.system" />
      </span>
    );
  }
  return <LinkedItemRef id={id} labels={labels} />;
}

/** A person (a type whose view names an avatarField) shows their picture before their name. */
function LinkedItemRef({ id, labels }: { id: string; labels: CellProps['labels'] }) {
  const { ItemLink, registry } = useEngine();
  const label = useItemLabel(id, labels?.[id]);
  const person = registry.types.get(typeOfId(id) ?? '')?.declaration.view?.avatarField !== undefined;
  return (
    <ItemLink id={id} className="vgn-cell-ref">
      {person ? <Avatar id={id} name={label} size={18} /> : null}
      {person ? ' ' : null}
      {label}
    </ItemLink>
  );
}

/** A related item by its label, linking to /i-{id}. */
export function ItemRefCell({ value, labels }: CellProps) {
  const id = referencedId(value);
  return id === undefined ? null : <ItemRef id={id} labels={labels} />;
}

export function ItemRefsCell({ value, labels }: CellProps) {
  const ids = valueList(value).map(referencedId).filter((id) => id !== undefined);
  if (ids.length === 0) return null;
  return (
    <span className="vgn-cell-refs">
      {ids.map((id, i) => (
        <span key={id}>
          {i > 0 ? ', ' : null}
          <ItemRef id={id} labels={labels} />
        </span>
      ))}
    </span>
  );
}
