import type { ComponentType } from 'react';
import type { ViewProps } from '../../engine/react/plugin/viewContracts';
import { AppEngineProvider } from '../data/AppEngineProvider';

/**
 * A plugin's whole view inside the app's engine services, as item pages are: plugin code reaches
 * the server, lists and generated forms only through useEngine (plugins import no app code).
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
