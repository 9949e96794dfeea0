import type { ComponentType } from 'react';
import type { ViewProps } from '../../engine/react/plugin/viewContracts';
import { AppEngineProvider } from '../data/AppEngineProvider';

/**
 * A plugin's whole view under the app's engine services: plugin components reach the registry,
 * lists, labels and their own operations through useEngine() (engine/react/plugin/clientPlugin.ts),
 * so every view a client entry contributes gets the provider, as item pages and home cards have it.
 */
export function withAppEngine(View: ComponentType<ViewProps>): ComponentType<ViewProps> {
  function PluginView(props: ViewProps) {
    return (
      <AppEngineProvider>
        <View {...props} />
      </AppEngineProvider>
    );
  }
  PluginView.displayName = `withAppEngine(${View.displayName ?? View.name})`;
  return PluginView;
}
