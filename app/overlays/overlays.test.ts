import { describe, expect, it } from 'vitest';
import { authDialogAction, authDialogFor } from './authDialog';
import { readIdList, readStored, writeIdList, writeStored } from './browserStorage';
import { isPlatformSupported } from './platformSupport';
import { pushConcernsType } from './pushConcerns';
import { alertsToShow, hasLiveAlerts, systemAlertOf } from './systemAlerts';
import type { SystemAlert } from './systemAlerts';
import { compareVersions, isNewVersionAvailable } from './versionCheck';

const now = new Date('2024-05-03T12:00:00Z');
const alerts: SystemAlert[] = [
  { id: 'SystemAlert-1', title: 'Maintenance', message: 'Saturday', modal: false },
  { id: 'SystemAlert-2', title: 'Urgent', message: 'Reload', modal: true, from: '2024-05-03T00:00:00Z' },
  { id: 'SystemAlert-3', title: 'Old', message: 'x', modal: false, until: '2024-05-01T00:00:00Z' },
  { id: 'SystemAlert-4', title: 'Later', message: 'x', modal: false, from: '2024-06-01T00:00:00Z' },
  { id: 'SystemAlert-5', title: 'Off', message: 'x', modal: false, active: false },
];

describe('system alerts', () => {
  it('shows active alerts inside their window, modal ones apart', () => {
    const shown = alertsToShow(alerts, now, []);
    expect(shown.modal.map((a) => a.id)).toEqual(['SystemAlert-2']);
    expect(shown.panel.map((a) => a.id)).toEqual(['SystemAlert-1']);
  });

  it('leaves out dismissed alerts but still counts them as live for the menu entry', () => {
    expect(alertsToShow(alerts, now, ['SystemAlert-1', 'SystemAlert-2'])).toEqual({ modal: [], panel: [] });
    expect(hasLiveAlerts(alerts, now)).toBe(true);
    expect(hasLiveAlerts(alerts.slice(2), now)).toBe(false);
  });

  it('reads SystemAlert items', () => {
    expect(systemAlertOf({ $id: 'SystemAlert-9', title: 't', message: 'm', modal: true, active: true })).toEqual({
      id: 'SystemAlert-9',
      title: 't',
      message: 'm',
      modal: true,
      active: true,
    });
    expect(systemAlertOf({ title: 't' })).toBeUndefined();
  });
});

describe('stored flags', () => {
  it('keeps values even without local storage', () => {
    writeStored('test-key', 'yes');
    expect(readStored('test-key')).toBe('yes');
    writeIdList('test-ids', ['a', 'b', 'a']);
    expect(readIdList('test-ids')).toEqual(['a', 'b']);
    writeStored('test-bad', '{not json');
    expect(readIdList('test-bad')).toEqual([]);
  });
});

describe('auth dialog', () => {
  it('opens for other-tab sign-out, token warning and token expiry only', () => {
    expect(authDialogFor('OTHER_TAB_SIGNOUT')).toBe('OTHER_TAB_SIGNOUT');
    expect(authDialogFor('TOKEN_WARNING')).toBe('TOKEN_WARNING');
    expect(authDialogFor('TOKEN_EXPIRY')).toBe('TOKEN_EXPIRY');
    expect(authDialogFor('CONNECT_EXPIRY')).toBeUndefined();
    expect(authDialogFor('USER_VALID')).toBeUndefined();
  });

  it('refreshes the token on a warning and clears the user otherwise', () => {
    expect(authDialogAction('TOKEN_WARNING')).toBe('refreshToken');
    expect(authDialogAction('TOKEN_EXPIRY')).toBe('clearUser');
  });
});

describe('versions', () => {
  it('compares dotted versions numerically', () => {
    expect(compareVersions('2.3.10', '2.3.9')).toBe(1);
    expect(compareVersions('v2.3.9', '2.3.9')).toBe(0);
    expect(compareVersions('1.0', '1.0.1')).toBe(-1);
  });

  it('offers a refresh when the server version differs', () => {
    expect(isNewVersionAvailable('0.1.0', '0.1.1')).toBe(true);
    expect(isNewVersionAvailable('0.1.0', '0.1.0')).toBe(false);
    expect(isNewVersionAvailable('0.1.0', undefined)).toBe(false);
  });
});

describe('platform support', () => {
  it('needs Promise.withResolvers', () => {
    expect(isPlatformSupported(Promise)).toBe('withResolvers' in Promise);
    expect(isPlatformSupported({} as PromiseConstructor)).toBe(false);
  });
});

describe('pushConcernsType', () => {
  it('recognises the item in a push body', () => {
    expect(pushConcernsType({ $id: 'SystemAlert-3', _t: 'SystemAlert' }, 'SystemAlert')).toBe(true);
    expect(pushConcernsType({ item: { $id: 'Notify-8' } }, 'Notify')).toBe(true);
    expect(pushConcernsType({ $id: 'Notify-8' }, 'SystemAlert')).toBe(false);
    expect(pushConcernsType('x', 'Notify')).toBe(false);
  });
});
