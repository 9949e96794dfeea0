import type { CompiledTypeDeclaration } from '../../../engine/registry/compiledType';
import { contributedItemPanels, itemPanelsFor } from '../../../engine/react/plugin/itemPanels';
import type { CachedItem } from '../../net/itemCache';

interface ItemPanelsProps {
  item: CachedItem;
  type: string;
  declaration: CompiledTypeDeclaration;
  columnIndex: number;
}

/** The panels plugins add under the fields of an item's default page (engine/react/plugin/itemPanels.ts), in order. */
export function ItemPanels({ item, type, declaration, columnIndex }: ItemPanelsProps) {
  const panels = itemPanelsFor(contributedItemPanels(), type, declaration);
  if (panels.length === 0) return null;
  return (
    <div className="vgn-item-panels">
      {panels.map(({ key, component: Panel }) => (
        <section key={key} className="vgn-item-panel" data-testid={`item-panel-${key}`}>
          <Panel id={item.$id} type={type} item={item} u={item._u} columnIndex={columnIndex} />
        </section>
      ))}
    </div>
  );
}
