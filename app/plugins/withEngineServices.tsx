import type { ComponentType } from 'react';
import type { ViewProps } from '../../engine/react/plugin/viewContracts';
import { AppEngineProvider } from '../data/AppEngineProvider';

/**
 * A plugin's whole view inside the app's engine services: plugins reach the registry, `send` and
 * the session only through useEngine(), and views (unlike item pages and home cards) get no
 * provider from the shell.
 */
export function withEngineServices(View: ComponentType<ViewProps>): ComponentType<ViewProps> {
  function PluginView(props: ViewProps) {
    return (
      <AppEngineProvider>
        <View {...props} />
      </AppEngineProvider>
    );
  }
  PluginView.displayName = `WithEngineServices(${View.displayName ?? View.name})`;
  return PluginView;
}
