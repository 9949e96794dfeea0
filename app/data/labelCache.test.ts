import { describe, expect, it } from 'vitest';
import { LabelCache, LabelUnavailableError, parseLabelReply } from './labelCache';

describe('LabelCache', () => {
  it('asks once per id and uses seeded labels without asking', async () => {
    const asked: string[] = [];
    const cache = new LabelCache((id) => {
      asked.push(id);
      return Promise.resolve({ label: `Label of ${id}` });
    });
    cache.seed({ 'Organization-3': 'Acme' });
    expect(await cache.load('Organization-3')).toBe('Acme');
    const [a, b] = await Promise.all([cache.load('User-8'), cache.load('User-8')]);
    expect([a, b]).toEqual(['Label of User-8', 'Label of User-8']);
    expect(asked).toEqual(['User-8']);
  });

  it('refuses, never answering the raw id, when the label cannot be read, and asks only once', async () => {
    let asked = 0;
    const cache = new LabelCache(() => {
      asked += 1;
      return Promise.reject(new Error('notAllowed'));
    });
    await expect(cache.load('Contact-1')).rejects.toBeInstanceOf(LabelUnavailableError);
    await expect(cache.load('Contact-1')).rejects.toBeInstanceOf(LabelUnavailableError);
    expect(asked).toBe(1);
    expect(cache.peek('Contact-1')).toBeUndefined();
  });

  it('takes the names rows carry in $labels, so people the reader cannot open are named without asking', async () => {
    const cache = new LabelCache(() => Promise.reject(new Error('notAllowed')));
    cache.seedFromItems([{ $labels: { 'Contact-39': 'Priya Raman' } }, { $labels: undefined }]);
    expect(await cache.load('Contact-39')).toBe('Priya Raman');
  });

  it('reads the answer shapes of label/{id}', () => {
    expect(parseLabelReply('Acme', 'X-1')).toBe('Acme');
    expect(parseLabelReply({ labels: { 'X-1': 'Acme' } }, 'X-1')).toBe('Acme');
    expect(parseLabelReply({ 'X-1': 'Acme' }, 'X-1')).toBe('Acme');
    expect(parseLabelReply(7, 'X-1')).toBeUndefined();
  });
});
