import { Button, Menu, MenuItem, PopoverNext } from '@blueprintjs/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api } from '../../net/api';
import { readItem } from '../../net/items';
import { showError } from '../../overlays/alerts';
import { NOTIFY_PREFS, type NotifyPref } from './itemControlRules';

/** Icon telling the current preference at a glance. */
function prefIcon(pref: NotifyPref) {
  return pref === 'ALWAYS' ? 'notifications-updated' : pref === 'NEVER' ? 'notifications-snooze' : 'notifications';
}

/**
 * Toolbar control: how the user is notified about this item (act/setNotify). A failed change
 * keeps the previous preference and reports the error (spec §8 action-switch failures).
 */
export function NotifyPrefControl({ id, current }: { id: string; current: NotifyPref }) {
  const intl = useIntl();
  const [pref, setPref] = useState<NotifyPref>(current);
  const [busy, setBusy] = useState(false);
  const title = intl.formatMessage({ id: 'views.notify.title' });
  const label = (value: NotifyPref) => intl.formatMessage({ id: `views.notify.${value}` });

  const choose = async (value: NotifyPref) => {
    const previous = pref;
    setPref(value);
    setBusy(true);
    try {
      await api.send('act/setNotify', { id, notify: value });
      // The stored item carries $notify: read it again so the cache agrees.
      void readItem(id, { refresh: true }).catch(() => undefined);
    } catch (error) {
      setPref(previous);
      showError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <PopoverNext
      placement="bottom-end"
      content={
        <Menu aria-label={title}>
          {NOTIFY_PREFS.map((value) => (
            <MenuItem key={value} text={label(value)} roleStructure="listoption" selected={value === pref} onClick={() => void choose(value)} />
          ))}
        </Menu>
      }
    >
      <Button icon={prefIcon(pref)} variant="minimal" loading={busy} aria-label={`${title}: ${label(pref)}`} title={`${title}: ${label(pref)}`} />
    </PopoverNext>
  );
}
