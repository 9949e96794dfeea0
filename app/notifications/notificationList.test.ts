import { describe, expect, it } from 'vitest';
import { fetchNotificationsBody, markBody, notificationEntries, withMarks } from './notificationList';

describe('notification list', () => {
  const reply = {
    items: [
      { $id: 'Notify-118', _i: 118, kind: 'CNS_SUBMITTED', context: 'Consultation-21', unread: true, $by: 'User-4', _c: { ts: '2024-05-02T14:30:00Z', by: 'vgn-0' } },
      { $id: 'Notify-117', _i: 117, kind: 'CNV_REPLIED', context: 'Thread-14', unread: false },
      { junk: true },
    ],
    labels: { 'User-4': 'Lena Whitehorse' },
  };

  it('asks for all or only unread notifications', () => {
    expect(fetchNotificationsBody(true, 20)).toEqual({ query: { must: [{ prop: 'unread', kind: 'eq', value: true }] }, max: 20 });
    expect(fetchNotificationsBody(false).query.must).toEqual([]);
  });

  it('reads the items of the answer', () => {
    expect(notificationEntries(reply)).toEqual([
      { id: 'Notify-118', index: 118, kind: 'CNS_SUBMITTED', context: 'Consultation-21', unread: true, ts: '2024-05-02T14:30:00Z', by: 'Lena Whitehorse' },
      { id: 'Notify-117', index: 117, kind: 'CNV_REPLIED', context: 'Thread-14', unread: false },
    ]);
    expect(notificationEntries(undefined)).toEqual([]);
  });

  it('marks read and unread', () => {
    const entries = notificationEntries(reply);
    expect(withMarks(entries, [118], false).map((e) => e.unread)).toEqual([false, false]);
    expect(withMarks(entries, [117], true).map((e) => e.unread)).toEqual([true, true]);
    expect(markBody([118], false)).toEqual({ indexes: [118], asUnread: false });
  });
});
