import { describe, expect, it } from 'vitest';
import type { PluginBundle } from '../../engine/declarations/bundle';
import { builtInRegistry } from '../../engine/typedef/builtInBundles.testkit';
import { readPurposes } from './server/purposes';

function bundle(key: string, purposes: Record<string, unknown>[]): PluginBundle {
  return { manifest: { key, label: key, data: { 'conversation.purposes': purposes } }, types: [], lovs: [], facetSets: [], steps: [], nav: [], messages: {} };
}

describe('thread purposes registered as plugin data', () => {
  it('are read from every plugin in order, with the built-in ones and their file rules', async () => {
    const { purposes, warnings } = readPurposes((await builtInRegistry()).bundles);
    expect(warnings).toEqual([]);
    expect(purposes.get('CONSULT_INCOMPLETE')).toMatchObject({ attachments: 'forbidden', adminsMayAttach: true, plugin: 'conversation' });
    expect(purposes.get('CONSULT_RESPONSE')).toMatchObject({ attachments: 'required' });
    expect(purposes.get('RESPONSE_CONTRACT')).toMatchObject({ attachments: 'required' });
  });

  it('warn about keys that are not uppercase or registered twice, keeping the first registration', () => {
    const { purposes, warnings } = readPurposes([
      bundle('conversation', [{ key: 'CONSULT_RESPONSE', label: 'a', attachments: 'required' }]),
      bundle('consult', [
        { key: 'CONSULT_RESPONSE', label: 'b', attachments: 'optional' },
        { key: 'site_visit', label: 'c' },
        { key: 'BROKEN', label: 'd', attachments: 'sometimes' },
      ]),
    ]);
    expect(purposes.get('CONSULT_RESPONSE')).toMatchObject({ label: 'a', plugin: 'conversation' });
    expect(purposes.get('site_visit')).toMatchObject({ attachments: 'optional', plugin: 'consult' });
    expect(purposes.has('BROKEN')).toBe(false);
    expect(warnings).toEqual([
      'consult: purpose CONSULT_RESPONSE is already registered by conversation; the first registration is kept',
      'consult: purpose key site_visit should be uppercase',
      'consult: purpose BROKEN has attachments "sometimes" (required, forbidden or optional)',
    ]);
  });
});
