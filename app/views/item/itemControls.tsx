import { parseItemId } from '../../../engine/ids';
import { toolbarControlsFor } from '../../../engine/react/plugin/contributions';
import { AppEngineProvider } from '../../data/AppEngineProvider';
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
  // Controls plugins contribute for this type (client entries' toolbar) come first, before the platform's own.
  const type = item._t ?? parseItemId(item.$id).type;
  const contributed = toolbarControlsFor(type).map((control): ToolbarControl => ({ name: `plugin:${control.key}`, node: (
      // The toolbar may render outside the page's tree: the control gets the engine services itself.
      <AppEngineProvider>
        <control.component id={item.$id} type={type} />
      </AppEngineProvider>
    ),
  }));
  return [...contributed, ...platformControls(item, columnIndex, rules)];
}

function platformControls(item: CachedItem, columnIndex: number, rules: ItemControlRules): ToolbarControl[] {
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
