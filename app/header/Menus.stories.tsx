import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { NavItem } from '../../engine/declarations/bundle';
import { HelpMenu } from './HelpMenu';
import { MasqueradePicker } from './MasqueradePicker';
import { MenuDrawer } from './MenuDrawer';
import { menuFor, menuUserOf } from './menuGlue';
import { NotificationsBell } from './NotificationsBell';
import { UserMenu } from './UserMenu';

/** Menus open on click; each story shows one menu's button with realistic content. */
const meta = {
  title: 'Shell/Menus',
  parameters: { layout: 'centered' },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Notifications: Story = {
  render: () => (
    <NotificationsBell
      unreadCount={12}
      unread={[
        { id: 'Notify-118', kind: 'ITEM_UPDATED', context: 'Organization-3', title: 'Oak Valley Conservation Trust', by: 'Ada Oakes', ts: '2026-03-02T08:00:00Z' },
        { id: 'Notify-117', kind: 'ORG_MEETING_SCHEDULED', context: 'Meeting-7', title: 'Road access', by: 'Lena Whitehorse', ts: '2026-03-01T16:30:00Z' },
        { id: 'Notify-116', kind: 'ITEM_CREATED', context: 'Contact-12', title: 'Ada Oakes', by: 'Lena Whitehorse', ts: '2026-03-01T09:00:00Z' },
        { id: 'Notify-115', kind: 'ITEM_DELETED', context: 'CommLog-9', title: '', by: 'Ada Oakes', ts: '2026-02-28T12:00:00Z' },
        { id: 'Notify-112', kind: 'ITEM_STATE_CHANGED', context: 'Disposition-4', title: 'Road access permit', by: '', ts: '2026-02-27T09:00:00Z' },
      ]}
      onOpen={fn()}
      onViewAll={fn()}
      hasSystemAlerts={false}
      onShowSystemAlerts={fn()}
    />
  ),
};

export const NoNotifications: Story = {
  render: () => <NotificationsBell unreadCount={0} unread={[]} onOpen={fn()} onViewAll={fn()} hasSystemAlerts onShowSystemAlerts={fn()} />,
};

export const UserMasquerading: Story = {
  render: () => (
    <UserMenu
      signedIn
      name="Grace Hopper"
      canMasquerade={false}
      masquerading
      prefs={{ dark: true, hideGuidance: true, multiColumns: false }}
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
};

export const HelpWithBadConnectionAndTasks: Story = {
  render: () => (
    <HelpMenu
      whatsNewUnseen={0}
      onWhatsNew={fn()}
      onSupport={fn()}
      health="BAD"
      retryInSeconds={7}
      onRetryNow={fn()}
      tasks={[
        { key: 'export-consult-attachments', label: 'Export consult attachments', percent: 45 },
        { key: 'import-contacts', label: 'Import contacts' },
      ]}
      showDebug
      debug={false}
      onDebug={fn()}
      version="0.1.0"
      serverVersion="0.1.1"
      busy
    />
  ),
};

const nav: NavItem[] = [
  { path: 'home', title: 'nav.home', icon: 'home', order: 0, core: true, view: { kind: 'component', component: 'home' } },
  { path: 'my-organizations', title: 'nav.my-organizations', icon: 'office', order: 10, capability: 'Org', view: { kind: 'component', component: 'x' } },
  { path: 'my-contacts', title: 'nav.my-contacts', icon: 'people', order: 11, capability: 'Org', view: { kind: 'search', types: ['Contact'] } },
  { path: 'consult', title: 'Consult', icon: 'chat', order: 20, view: { kind: 'group' } },
  { path: 'consult.projects', title: 'Projects', icon: 'projects', view: { kind: 'search', types: ['Consultation'] } },
  { path: 'consult.meetings', title: 'Meetings', icon: 'calendar', view: { kind: 'search', types: ['Meeting'] } },
  { path: 'admin', title: 'nav.admin', icon: 'cog', order: 100, admin: true, view: { kind: 'group' } },
  { path: 'admin.all-items', title: 'nav.admin.all-items', icon: 'database', order: 1, admin: true, view: { kind: 'search' } },
  { path: 'admin.sysalerts', title: 'nav.admin.sysalerts', icon: 'warning-sign', order: 2, admin: true, view: { kind: 'search', types: ['SystemAlert'] } },
];

export const Drawer: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <MenuDrawer
      isOpen
      onClose={fn()}
      tree={menuFor(nav, menuUserOf({ admin: true }, true, true), { dedicated: false })}
      activeView="consult.projects"
      onNavigate={fn()}
    />
  ),
};

export const MasqueradePickerOpen: Story = {
  parameters: { layout: 'fullscreen' },
  render: () => (
    <MasqueradePicker
      isOpen
      onClose={fn()}
      recentTargets={[{ id: 'User-8', label: 'Grace Hopper' }]}
      findUsers={(text) =>
        Promise.resolve(
          [
            { id: 'User-3', label: 'Ada Lovelace' },
            { id: 'User-8', label: 'Grace Hopper' },
            { id: 'User-11', label: 'Katherine Johnson' },
          ].filter((u) => u.label.toLowerCase().includes(text.toLowerCase())),
        )
      }
      onPick={fn()}
    />
  ),
};
