/** Per-item notification preferences (platform spec §3), in menu order. */
export const NOTIFY_PREFS = ['NIL', 'DEFAULT', 'PREFS', 'ALWAYS', 'NEVER'] as const;
export type NotifyPref = (typeof NOTIFY_PREFS)[number];

export function isNotifyPref(value: unknown): value is NotifyPref {
  return typeof value === 'string' && (NOTIFY_PREFS as readonly string[]).includes(value);
}

export interface ItemControlRules {
  /** A valid token: meta and timeline need one. */
  tokenValid: boolean;
  admin: boolean;
  masquerading: boolean;
}

/** Which item toolbar controls show (platform spec §2 "Item toolbar controls", §6). */
export function visibleItemControls(item: Readonly<Record<string, unknown>>, rules: ItemControlRules): string[] {
  const names: string[] = [];
  if (rules.tokenValid) names.push('meta', 'timeline');
  if (rules.admin || rules.masquerading) names.push('raw');
  if (isNotifyPref(item.$notify) && item.$hideNotify !== true) names.push('notify');
  names.push('prev-next');
  return names;
}

