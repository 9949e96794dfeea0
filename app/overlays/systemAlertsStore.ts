import { proxy } from 'valtio/vanilla';
import type { Api } from '../net/apiContract';
import { DISMISSED_ALERTS_KEY, readIdList, writeIdList } from './browserStorage';
import type { SystemAlert } from './systemAlerts';
import { pushConcernsType } from './pushConcerns';

export interface SystemAlertsState {
  alerts: SystemAlert[];
  /** Ids this browser dismissed (kept in storage). */
  dismissed: string[];
}

/** The live system alerts: the overlays show them, the notifications menu offers to show them again. */
export const systemAlertsStore = proxy<SystemAlertsState>({ alerts: [], dismissed: readIdList(DISMISSED_ALERTS_KEY) });

export function setSystemAlerts(alerts: SystemAlert[]): void {
  systemAlertsStore.alerts = alerts;
}

export function dismissSystemAlert(id: string): void {
  systemAlertsStore.dismissed = [...new Set([...systemAlertsStore.dismissed, id])];
  writeIdList(DISMISSED_ALERTS_KEY, systemAlertsStore.dismissed);
}

/** The bell's system-alerts entry: show every live alert again. */
export function showAllSystemAlerts(): void {
  systemAlertsStore.dismissed = [];
  writeIdList(DISMISSED_ALERTS_KEY, []);
}

/** Subscribes to item pushes and calls refresh when one concerns a system alert. */
export function watchSystemAlertPushes(api: Api, refresh: () => void): () => void {
  return api.onPush(
    (o) => o.startsWith('item/') || o === 'itemUpdated' || o === 'updated',
    (body) => {
      if (pushConcernsType(body, 'SystemAlert')) refresh();
    },
  );
}
