import { Button, ButtonGroup } from '@blueprintjs/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { ApiError } from '../net/apiContract';
import { AlertController } from './alertController';
import { AlertSnackbar, AlertToast } from './AlertSnackbar';
import { ErrorMessage } from './ErrorMessage';

/** Snackbar alerts (platform spec §4/§8): INFO, SUCCESS at the bottom; WARNING, ERROR at the top. */
const meta = {
  title: 'Shell/Snackbar',
  component: AlertToast,
  parameters: { layout: 'fullscreen' },
  args: { onDismiss: fn(), onDetails: fn(), alert: { type: 'INFO', message: 'app.serverUpdated' } },
} satisfies Meta<typeof AlertToast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Info: Story = {};
export const Success: Story = { args: { alert: { type: 'SUCCESS', message: 'app.applied' } } };
export const Warning: Story = { args: { alert: { type: 'WARNING', message: 'errors.tokenExpired' } } };
export const ErrorWithSystemMessage: Story = {
  args: { alert: { type: 'ERROR', message: 'errors.generalFailure', sysMessage: 'SQLITE_BUSY: database is locked\n    at ItemStore.update' } },
};

/** Live controller: a new alert while one shows hides it and shows the new one 200 ms later. */
export const Interactive: Story = {
  render: () => {
    const [controller] = useState(() => new AlertController());
    return (
      <div style={{ padding: 80 }}>
        <ButtonGroup>
          <Button onClick={() => controller.show({ type: 'INFO', message: 'app.serverUpdated' })}>Info</Button>
          <Button onClick={() => controller.show({ type: 'SUCCESS', message: 'app.applied' })}>Success</Button>
          <Button onClick={() => controller.show({ type: 'WARNING', message: 'errors.tokenExpired' })}>Warning</Button>
          <Button onClick={() => controller.show({ type: 'ERROR', message: 'errors.networkError', sysMessage: 'fetch failed: ECONNREFUSED' })}>Error</Button>
        </ButtonGroup>
        <AlertSnackbar controller={controller} />
      </div>
    );
  },
};

/** An error where it happened: errors.{userMessage} with the system message behind "Details". */
export const InlineError: Story = {
  render: () => (
    <div style={{ padding: 24, maxWidth: 560 }}>
      <ErrorMessage error={new ApiError('notAllowed', 'User-3 may not read Organization-4 (PRIVATE)')} />
    </div>
  ),
};
