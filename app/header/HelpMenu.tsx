import { Button, Menu, MenuDivider, MenuItem, PopoverNext, ProgressBar, Spinner, Switch, Tag } from '@blueprintjs/core';
import { useIntl } from 'react-intl';
import { PlainTag } from '../../engine/react/cells/PlainTag';

export interface ActiveTaskView {
  key: string;
  label: string;
  /** 0..100, undefined while unknown. */
  percent?: number;
}

export interface HelpMenuProps {
  whatsNewUnseen: number;
  onWhatsNew: () => void;
  onSupport: () => void;
  /** Connection health (platform spec §4). */
  health: 'GOOD' | 'WAIT' | 'BAD';
  /** Seconds until the next reconnect attempt, while one is scheduled. */
  retryInSeconds?: number;
  onRetryNow: () => void;
  tasks: readonly ActiveTaskView[];
  /** Only administrators and masquerading users see the debug switch. */
  showDebug: boolean;
  debug: boolean;
  onDebug: (on: boolean) => void;
  version: string;
  serverVersion?: string;
  /** Something is in progress (tasks, a pending request): the button shows a spinner. */
  busy: boolean;
}

/** The help menu: what's new, support, connection retry, active tasks, debug switch and version. */
export function HelpMenu(props: HelpMenuProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const badConnection = props.health === 'BAD' || props.retryInSeconds !== undefined;
  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu className="vgn-help-menu">
          <MenuItem
            icon="lightbulb"
            text={t('shell.help.whatsNew')}
            labelElement={props.whatsNewUnseen > 0 ? <Tag round intent="primary">{props.whatsNewUnseen}</Tag> : undefined}
            onClick={props.onWhatsNew}
          />
          <MenuItem icon="help" text={t('shell.help.support')} onClick={props.onSupport} />
          {badConnection && (
            <>
              <MenuDivider title={t('shell.help.connection')} />
              <MenuItem
                icon="refresh"
                intent="warning"
                text={t('shell.help.retryNow')}
                label={props.retryInSeconds !== undefined ? t('shell.help.retryIn', { seconds: props.retryInSeconds }) : undefined}
                onClick={props.onRetryNow}
              />
            </>
          )}
          {props.tasks.length > 0 && <MenuDivider title={t('shell.help.tasks')} />}
          {props.tasks.map((task) => (
            <li key={task.key} className="vgn-help-task">
              <div className="vgn-help-task-label">{task.label}</div>
              <ProgressBar value={task.percent === undefined ? undefined : task.percent / 100} stripes={task.percent === undefined} />
            </li>
          ))}
          {props.showDebug && (
            <>
              <MenuDivider />
              <li className="vgn-help-debug">
                <Switch checked={props.debug} label={t('shell.help.debug')} onChange={(e) => props.onDebug(e.currentTarget.checked)} />
              </li>
            </>
          )}
          <MenuDivider />
          <MenuItem
            disabled
            icon="info-sign"
            text={t('shell.help.version', { version: props.version })}
            label={props.serverVersion !== undefined && props.serverVersion !== props.version ? t('shell.help.serverVersion', { version: props.serverVersion }) : undefined}
          />
        </Menu>
      }
    >
      <Button
        variant="minimal"
        icon={props.busy ? <Spinner size={16} /> : badConnection ? 'offline' : 'help'}
        intent={badConnection ? 'warning' : 'none'}
        aria-label={t('shell.help.menu')}
        className="vgn-help-button"
      >
        {props.whatsNewUnseen > 0 && (
          <PlainTag round intent="warning" className="vgn-badge">
            {props.whatsNewUnseen}
          </PlainTag>
        )}
      </Button>
    </PopoverNext>
  );
}
