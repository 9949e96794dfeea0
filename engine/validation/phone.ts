import { NON_DIGIT, PHONE_EXTENSION_PATTERN, PHONE_EXTENSION_START, PHONE_NUMBER_PATTERN } from './patterns';

/** Shared form rule: a phone number has at least this many digits. */
export const MIN_PHONE_DIGITS = 7;

export interface PhoneParts {
  /** The digits of the number part, in order, without separators. */
  digits: string;
  /** Digits of the extension, when one was typed. */
  extension?: string;
}

/**
 * Splits a phone number as users type it: digits with spaces, dashes, dots or parentheses (a leading
 * "+" allowed), then an optional extension starting at the first letter ("x12", "ext 12",
 * "ext: 12"). Answers undefined when the text is not a phone number or has fewer than 7 digits.
 * Done in steps rather than one regex so that every regex stays linear.
 */
export function parsePhone(value: string): PhoneParts | undefined {
  const text = value.trim();
  const extensionStart = text.search(PHONE_EXTENSION_START);
  const numberPart = (extensionStart < 0 ? text : text.slice(0, extensionStart)).trimEnd();
  if (!PHONE_NUMBER_PATTERN.test(numberPart)) return undefined;
  const digits = numberPart.replace(NON_DIGIT, '');
  if (digits.length < MIN_PHONE_DIGITS) return undefined;
  if (extensionStart < 0) return { digits };
  const extension = PHONE_EXTENSION_PATTERN.exec(text.slice(extensionStart))?.[1];
  return extension === undefined ? undefined : { digits, extension };
}

/**
 * What a phone input shows after it loses focus. A North American number, 10 digits or 11 digits
 * starting with 1 (the country code is dropped), becomes exactly "(xxx) xxx-xxxx", followed by
 * " ext: n" when an extension was typed:
 *   "403.555.1234"          -> "(403) 555-1234"
 *   "+1 403 555 1234 x12"   -> "(403) 555-1234 ext: 12"
 * Anything else (other lengths, not a phone number at all) is returned unchanged.
 */
export function formatPhoneOnBlur(value: string): string {
  const parts = parsePhone(value);
  if (parts === undefined) return value;
  const { digits, extension } = parts;
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return value;
  const formatted = `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
  return extension === undefined ? formatted : `${formatted} ext: ${extension}`;
}
