import '@blueprintjs/core/lib/css/blueprint.css';
import '@blueprintjs/icons/lib/css/blueprint-icons.css';
import '../app/theme/theme.css';
import '../app/theme/shell.css';
import '../app/theme/pages.css';
import '../app/theme/overlays.css';
import { BlueprintProvider } from '@blueprintjs/core';
import type { Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { DARK_CLASS } from '../app/theme/themeColors';
import { storyMessages } from './storyMessages';

/** Applies the toolbar's theme choice the way the app does: Blueprint's dark class on <body>. */
function ThemeClass({ dark }: { dark: boolean }) {
  useEffect(() => {
    document.body.classList.toggle(DARK_CLASS, dark);
  }, [dark]);
  return null;
}

const preview: Preview = {
  globalTypes: {
    theme: {
      description: 'Light or dark theme',
      toolbar: { title: 'Theme', icon: 'mirror', items: ['light', 'dark'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i } },
  },
  decorators: [
    (Story, context) => (
      <BlueprintProvider>
        <IntlProvider locale="en" defaultLocale="en" messages={storyMessages} onError={() => undefined}>
          <MemoryRouter initialEntries={['/']}>
            <ThemeClass dark={context.globals.theme === 'dark'} />
            <Story />
          </MemoryRouter>
        </IntlProvider>
      </BlueprintProvider>
    ),
  ],
};

export default preview;
