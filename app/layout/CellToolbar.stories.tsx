import { Button, HTMLSelect } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { CellBreadcrumbs } from './CellBreadcrumbs';
import { CellToolbar } from './CellToolbar';

const meta = {
  title: 'Shell/Cell toolbar',
  component: CellToolbar,
  args: {
    title: 'Oak Valley Conservation Trust',
    icon: 'office',
    leading: 'close',
    onLeading: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640, border: '1px solid var(--vgn-border)' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CellToolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const FirstColumn: Story = { args: { leading: 'none', title: 'Search', icon: 'search' } };

export const BackOnSmallScreens: Story = { args: { leading: 'back' } };

export const WithControlsMenuAndAction: Story = {
  args: {
    expanded: false,
    onToggleExpand: fn(),
    controls: [
      { name: 'timeline', node: <Button variant="minimal" icon="timeline-events" aria-label="Timeline" /> },
      { name: 'notify', node: <HTMLSelect minimal options={['Default', 'Always', 'Never']} /> },
    ],
    menuItems: [
      { title: 'Export as CSV', icon: 'export', onClick: fn() },
      { title: 'Delete', icon: 'trash', intent: 'danger', onClick: fn() },
    ],
    actionBtn: { title: 'Create', icon: 'add', onClick: fn() },
  },
};

export const Saving: Story = { args: { dirtyState: 'SAVING' } };

export const SaveFailed: Story = { args: { dirtyState: 'ERROR' } };

export const Expanded: Story = { args: { expanded: true, onToggleExpand: fn() } };

export const WithBreadcrumbs: Story = {
  render: (args) => (
    <>
      <CellBreadcrumbs
        crumbs={[
          { ci: 0, key: 'v-search', title: 'Search', current: false },
          { ci: 1, key: 'i-Organization-3', title: 'Oak Valley Conservation Trust', current: false },
          { ci: 2, key: 'i-Contact-12', title: 'Ada Lovelace', current: true },
        ]}
        onSelect={fn()}
      />
      <CellToolbar {...args} title="Ada Lovelace" icon="person" />
    </>
  ),
};
