import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SystemAlertModal, SystemAlertPanel } from './SystemAlertViews';

const maintenance = {
  id: 'SystemAlert-1',
  title: 'Scheduled maintenance',
  message: 'The site will be unavailable on Saturday from 22:00 to 23:30 while we upgrade the database.',
  modal: false,
};

const meta = {
  title: 'Shell/System alerts',
  component: SystemAlertPanel,
  parameters: { layout: 'fullscreen' },
  args: { alerts: [maintenance], onDismiss: fn() },
} satisfies Meta<typeof SystemAlertPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Non-modal alerts: a panel 432 px wide, 84 px from the top. */
export const Panel: Story = {};

export const SeveralInThePanel: Story = {
  args: {
    alerts: [maintenance, { id: 'SystemAlert-2', title: 'Slow map tiles', message: 'The basemap provider reports delays.', modal: false }],
  },
};

export const Modal: Story = {
  render: () => (
    <SystemAlertModal
      alert={{ id: 'SystemAlert-3', title: 'Sign-in problems resolved', message: 'Users who could not sign in this morning can do so again. Please reload the page.', modal: true }}
      onDismiss={fn()}
    />
  ),
};
