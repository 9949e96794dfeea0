import type { PluginDemoRandom } from '../../../../engine/plugin/demoSeed';

/**
 * A North American number in the form the phone widget shows, "(403) 555-0142". The 555-01xx
 * range is reserved for fiction, so no demo number reaches a real person.
 */
export function demoPhone(random: PluginDemoRandom, areaCode: string): string {
  return `(${areaCode}) 555-01${String(random.int(0, 99)).padStart(2, '0')}`;
}

/** "amelie.cote@domain": accents folded and anything but letters, digits and hyphens dropped. */
export function demoEmail(firstName: string, lastName: string, domain: string): string {
  const part = (name: string): string =>
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9-]/g, '');
  return `${part(firstName)}.${part(lastName)}@${domain}`;
}
