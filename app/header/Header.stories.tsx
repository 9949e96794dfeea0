import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DocsMenu } from './DocsMenu';
import { HeaderBar } from './HeaderBar';
import { HelpMenu } from './HelpMenu';
import { NotificationsBell } from './NotificationsBell';
import { SearchBar } from './SearchBar';
import { UserMenu } from './UserMenu';

const suggestions = [
  { id: 'Organization-3', label: 'Oak Valley Conservation Trust' },
  { id: 'Organization-7', label: 'Oakridge First Nation' },
  { id: 'Contact-12', label: 'Ada Oakes' },
];

const bell = (
  <NotificationsBell
    unreadCount={3}
    unread={[
      { id: 'Notify-118', kind: 'ITEM_UPDATED', context: 'Organization-3', title: 'Oak Valley Conservation Trust', by: 'Ada Oakes', ts: '2026-03-02T08:00:00Z' },
      { id: 'Notify-117', kind: 'ORG_MEETING_SCHEDULED', context: 'Meeting-7', title: 'Road access', by: 'Lena Whitehorse', ts: '2026-03-01T16:30:00Z' },
      { id: 'Notify-112', kind: 'ITEM_CREATED', context: 'Contact-12', title: 'Ada Oakes', by: '', ts: '2026-02-27T09:00:00Z' },
    ]}
    onOpen={fn()}
    onViewAll={fn()}
    hasSystemAlerts
    onShowSystemAlerts={fn()}
  />
);

const help = (
  <HelpMenu
    whatsNewUnseen={2}
    onWhatsNew={fn()}
    onSupport={fn()}
    health="GOOD"
    onRetryNow={fn()}
    tasks={[]}
    showDebug={false}
    debug={false}
    onDebug={fn()}
    version="0.1.0"
    busy={false}
  />
);

const user = (
  <UserMenu
    signedIn
    name="Ada Lovelace"
    canMasquerade
    masquerading={false}
    prefs={{ dark: false, hideGuidance: false, multiColumns: true }}
    recentTargets={[{ id: 'User-8', label: 'Grace Hopper' }]}
    onProfile={fn()}
    onSignOut={fn()}
    onPref={fn()}
    onStartMasquerade={fn()}
    onMasqueradeAs={fn()}
    onStopMasquerade={fn()}
    onSignIn={fn()}
    onRegister={fn()}
    languages={['en', 'fr']}
    language="en"
    onLanguage={fn()}
  />
);

const meta = {
  title: 'Shell/Header',
  component: HeaderBar,
  parameters: { layout: 'fullscreen' },
  args: {
    siteName: 'VGN',
    onToggleDrawer: fn(),
    onHome: fn(),
    searchDisabled: false,
    searchOpen: false,
    onToggleSearch: fn(),
    notifications: bell,
    help,
    docs: <DocsMenu docs={[{ key: 'getting-started', title: 'Getting started' }, { key: 'search', title: 'Search' }]} onOpen={fn()} />,
    user,
  },
} satisfies Meta<typeof HeaderBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {};

export const SearchOpen: Story = {
  args: {
    searchOpen: true,
    searchBar: (
      <SearchBar
        fetchSuggestions={(text) => Promise.resolve(suggestions.filter((s) => s.label.toLowerCase().includes(text.toLowerCase())))}
        onOpenItem={fn()}
        onSearch={fn()}
        onClose={fn()}
      />
    ),
  },
};

export const OnTheSearchPage: Story = { args: { searchDisabled: true } };

export const SignedOut: Story = {
  args: {
    notifications: undefined,
    user: (
      <UserMenu
        signedIn={false}
        name=""
        canMasquerade={false}
        masquerading={false}
        prefs={{ dark: false, hideGuidance: false, multiColumns: true }}
        recentTargets={[]}
        onProfile={fn()}
        onSignOut={fn()}
        onPref={fn()}
        onStartMasquerade={fn()}
        onMasqueradeAs={fn()}
        onStopMasquerade={fn()}
        onSignIn={fn()}
        onRegister={fn()}
        languages={['en', 'fr']}
        language="en"
        onLanguage={fn()}
      />
    ),
  },
};
