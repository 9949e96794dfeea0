import { useMemo, type ReactNode } from 'react';
import { createDeclaredServices } from '../services/declaredServices';
import { EngineProvider } from '../services/EngineContext';
import { exampleItems, STORY_NOW } from './exampleItems';
import { storyRegistry } from './storyRegistry';

/**
 * What generated views need around them in Storybook besides the preview's IntlProvider (every
 * plugin's and client area's English messages): engine services answered from the declarations
 * and their examples.
 */
export function StoryFrame({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const registry = storyRegistry();
  const services = useMemo(() => createDeclaredServices(registry, { items: exampleItems(registry), admin, now: STORY_NOW }), [registry, admin]);
  return (
    <EngineProvider services={services}>
      <div style={{ maxWidth: 960 }}>{children}</div>
    </EngineProvider>
  );
}
