import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { AuthStateDialog } from './AuthStateDialog';
import { CookieBanner } from './CookieBanner';
import { PlatformNotSupported } from './PlatformNotSupported';
import { RefreshPrompt } from './RefreshPrompt';

/** The other overlays of platform spec §2: cookie banner, refresh prompt, auth-state dialog. */
const meta = {
  title: 'Shell/Overlays',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Cookies: Story = { render: () => <CookieBanner onAccept={fn()} /> };

export const NewVersion: Story = { render: () => <RefreshPrompt onRefresh={fn()} onLater={fn()} /> };

export const TokenWarning: Story = {
  render: () => <AuthStateDialog kind="TOKEN_WARNING" expiresAt={new Date(Date.UTC(2024, 4, 3, 17, 30))} onRefreshToken={fn()} onClearUser={fn()} />,
};

export const TokenExpiry: Story = { render: () => <AuthStateDialog kind="TOKEN_EXPIRY" onRefreshToken={fn()} onClearUser={fn()} /> };

export const OtherTabSignout: Story = { render: () => <AuthStateDialog kind="OTHER_TAB_SIGNOUT" onRefreshToken={fn()} onClearUser={fn()} /> };

export const UnsupportedBrowser: Story = { render: () => <PlatformNotSupported /> };
