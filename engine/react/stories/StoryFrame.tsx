import '@blueprintjs/core/lib/css/blueprint.css';
import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { createDeclaredServices } from '../services/declaredServices';
import { EngineProvider } from '../services/EngineContext';
import { exampleItems, STORY_NOW } from './exampleItems';
import { storyMessages, storyRegistry } from './storyRegistry';

/**
 * What generated views need around them in Storybook: English messages of every plugin and of
 * the client, and engine services answered from the declarations and their examples.
 */
export function StoryFrame({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const registry = storyRegistry();
  const services = useMemo(() => createDeclaredServices(registry, { items: exampleItems(registry), admin, now: STORY_NOW }), [registry, admin]);
  return (
    <IntlProvider locale="en" defaultLocale="en" messages={storyMessages(registry)}>
      <EngineProvider services={services}>
        <div style={{ padding: 16, maxWidth: 960 }}>{children}</div>
      </EngineProvider>
    </IntlProvider>
  );
}

export const withEngine: Decorator = (Story) => (
  <StoryFrame>
    <Story />
  </StoryFrame>
);
