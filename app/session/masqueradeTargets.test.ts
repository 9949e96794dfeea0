import { describe, expect, it } from 'vitest';
import { readRecentTargets, rememberTarget, writeRecentTargets, type RecentTarget } from './masqueradeTargets';
import { memoryStorage } from './tokenStorage';

const target = (i: number): RecentTarget => ({ id: `User-${i}`, label: `User ${i}` });

describe('recent masquerade targets', () => {
  it('puts the newest first, drops duplicates and keeps 5', () => {
    let recent: RecentTarget[] = [];
    for (const i of [1, 2, 3, 4, 5, 6]) recent = rememberTarget(recent, target(i));
    expect(recent.map((t) => t.id)).toEqual(['User-6', 'User-5', 'User-4', 'User-3', 'User-2']);
    expect(rememberTarget(recent, { id: 'User-3', label: 'Renamed' }).map((t) => t.label)).toEqual(['Renamed', 'User 6', 'User 5', 'User 4', 'User 2']);
  });

  it('round-trips through storage and tolerates garbage', () => {
    const storage = memoryStorage();
    expect(readRecentTargets(storage)).toEqual([]);
    writeRecentTargets(storage, [target(2), target(1)]);
    expect(readRecentTargets(storage)).toEqual([target(2), target(1)]);
    storage.setItem('vgn-masquerade-recent', '{not json');
    expect(readRecentTargets(storage)).toEqual([]);
    storage.setItem('vgn-masquerade-recent', '[{"id":"User-1","label":"A"}, "User-2", null, {"id":3}]');
    expect(readRecentTargets(storage)).toEqual([{ id: 'User-1', label: 'A' }]);
  });
});
