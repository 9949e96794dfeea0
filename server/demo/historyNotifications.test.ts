import { demoServerForFile } from '../testing/demoServerForFile';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../testing/demoTestServer';
import { postJson, signIn } from '../testing/socketClient';

/**
 * Demo history arrives read (PluginDemoSeed.asHistory): the org administrator's demo response
 * workflow and fieldwork job steps are on record as read notifications, while what is recent (a
 * meeting another demo user scheduled yesterday) is still unread, through a real server seeding
 * every plugin's demo data.
 */

interface Notification {
  $kind: string;
  unread: boolean;
}

const demo = demoServerForFile(90_000);

async function notificationsOf(email: string): Promise<Notification[]> {
  const token = await signIn(demo.server.url, email, DEMO_PASSWORD);
  const response = await postJson(`${demo.server.url}/api/item`, { o: 'act/fetchNotifications', b: { max: 100 }, s: '1' }, { authorization: `Bearer ${token}` });
  const reply = (await response.json()) as { b: { items: Notification[] } };
  return reply.b.items;
}

const isHistory = (notification: Notification): boolean => /^(WKF_|GKF_)/.test(notification.$kind);

describe('demo history notifications', { timeout: 60_000 }, () => {
  it('seeds the workflow and fieldwork step notices read and keeps recent news unread', async () => {
    const lena = await notificationsOf('orgadmin@demo.test');
    const history = lena.filter(isHistory);
    // The response workflow's six steps the platform took (her own fieldwork steps never notify her).
    expect(history.length).toBeGreaterThanOrEqual(5);
    expect(history.filter((notification) => notification.unread)).toEqual([]);
    expect(lena.filter((notification) => notification.unread && notification.$kind === 'ORG_MEETING_SCHEDULED').length).toBeGreaterThan(0);
    const unread = lena.filter((notification) => notification.unread).length;
    expect(unread).toBeLessThanOrEqual(5);
  });

  it('leaves the fieldwork job\'s external contact no unread step history either', async () => {
    const daniel = await notificationsOf('member@demo.test');
    expect(daniel.filter(isHistory).length).toBeGreaterThan(0);
    expect(daniel.filter((notification) => notification.unread && isHistory(notification))).toEqual([]);
  });
});
