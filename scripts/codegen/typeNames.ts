/** TypeScript names of declared things: item types become interfaces, lists of values union types. */

function pascal(parts: string[]): string {
  return parts
    .filter((p) => p !== '')
    .map((p) => p.charAt(0).toUpperCase() + p.slice(1))
    .join('');
}

/** "Organization" -> "Organization", "sys.Alert" -> "SysAlert". */
export function interfaceName(typeKey: string): string {
  return pascal(typeKey.split(/[^A-Za-z0-9]+/));
}

/** "ORG_TYPES" -> "OrgTypes", "COLOURS" -> "Colours". */
export function lovTypeName(lovKey: string): string {
  return pascal(lovKey.toLowerCase().split('_'));
}

/** Maps keys to names, refusing two keys that would share a name (the generated module would not compile). */
export function uniqueNames(keys: readonly string[], name: (key: string) => string, what: string): Map<string, string> {
  const names = new Map<string, string>();
  const owners = new Map<string, string>();
  for (const key of keys) {
    const n = name(key);
    const other = owners.get(n);
    if (other !== undefined && other !== key) throw new Error(`${what} "${key}" and "${other}" would both be named ${n} in generated/`);
    owners.set(n, key);
    names.set(key, n);
  }
  return names;
}
