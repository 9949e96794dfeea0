import { Spinner } from '@blueprintjs/core';
import { itemTitle } from '../../../engine/derive/viewModel';
import { useTranslate } from '../../../engine/react/i18n/useTranslate';
import { useEngine } from '../../../engine/react/services/EngineContext';
import { viewModelOf } from '../../../engine/react/views/derivedModels';
import { ItemCardView } from '../../../engine/react/views/ItemCardView';
import { AppEngineProvider } from '../../data/AppEngineProvider';
import { useCellChrome } from '../../layout/useCellChrome';
import { ErrorMessage } from '../../overlays/ErrorMessage';
import type { ItemViewProps } from '../viewRegistry';
import { unshownItemTitle } from './itemPageRules';
import { useWatchedItem } from './useWatchedItem';

function ItemCardBody({ cellKey, id, type }: ItemViewProps) {
  const { registry } = useEngine();
  const { item, error } = useWatchedItem(id);
  const t = useTranslate();
  const translateLabel = (label: string | undefined): string | undefined => (label === undefined ? undefined : t(label));
  const known = registry.types.has(type);
  useCellChrome(cellKey, { title: item ? itemTitle(registry, item) : unshownItemTitle(id, (of) => translateLabel(registry.types.get(of)?.declaration.label)), icon: known ? viewModelOf(registry, type, 'card').icon : 'document' });
  if (error !== undefined) return <ErrorMessage error={error} />;
  if (!item) return <Spinner size={24} />;
  return <ItemCardView item={item} type={type} />;
}

/** The card variant of any item (cell "i-{id}-card"): the generated card, kept current. */
export function ItemCardPage(props: ItemViewProps) {
  return (
    <AppEngineProvider>
      <ItemCardBody {...props} />
    </AppEngineProvider>
  );
}
