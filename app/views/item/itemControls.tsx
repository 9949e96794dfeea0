import type { ToolbarControl } from '../../layout/cellTypes';
import type { CachedItem } from '../../net/itemCache';
import { MetaControl } from './MetaDialog';
import { isNotifyPref, visibleItemControls, type ItemControlRules } from './itemControlRules';
import { NotifyPrefControl } from './NotifyPrefControl';
import { PrevNextControls } from './PrevNextControls';
import { RawEditControl } from './RawEditControl';
import { TimelineControl } from './TimelineControl';

/** The toolbar controls of an item page, in toolbar order. */
export function itemControls(item: CachedItem, columnIndex: number, rules: ItemControlRules): ToolbarControl[] {
  return visibleItemControls(item, rules).map((name): ToolbarControl => {
    switch (name) {
      case 'meta':
        return { name, node: <MetaControl item={item} /> };
      case 'timeline':
        return { name, node: <TimelineControl id={item.$id} columnIndex={columnIndex} /> };
      case 'raw':
        return { name, node: <RawEditControl item={item} canSubmit={rules.admin} /> };
      case 'notify':
        return { name, node: <NotifyPrefControl id={item.$id} current={isNotifyPref(item.$notify) ? item.$notify : 'NIL'} /> };
      default:
        return { name, node: <PrevNextControls id={item.$id} columnIndex={columnIndex} /> };
    }
  });
}
