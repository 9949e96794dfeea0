import {
  DOMAIN_LABEL_PATTERN,
  EMAIL_PATTERN,
  HEX_COLOR_PATTERN,
  ITEM_ID_PATTERN,
  URL_PATTERN,
  UUID_PATTERN,
} from './patterns';
import { parsePhone } from './phone';
import { parseDate, parseDateTime, parsePartialDate, parseTime } from './temporalParsers';

/** The formats a field schema may name (schemas/field-schema.schema.json). */
export const FORMAT_NAMES = [
  'email',
  'phone',
  'url',
  'hex-color',
  'partial-date',
  'date',
  'date-time',
  'time',
  'item-id',
  'uuid',
] as const;
export type FormatName = (typeof FORMAT_NAMES)[number];

export interface FormFormat {
  /** Message id reported when a string value is not of this format. */
  messageId: string;
  /** Checks a string value; formats never apply to other types. */
  test: (value: string) => boolean;
}

/** RFC 5321 limits: whole address 254 characters, local part 64. */
const MAX_EMAIL_LENGTH = 254;
const MAX_EMAIL_LOCAL_LENGTH = 64;

function isEmail(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH || !EMAIL_PATTERN.test(value)) return false;
  const at = value.indexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  const localIsWellFormed = !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
  return (
    local.length <= MAX_EMAIL_LOCAL_LENGTH &&
    localIsWellFormed &&
    labels.length >= 2 &&
    labels.every((label) => DOMAIN_LABEL_PATTERN.test(label))
  );
}

/** http(s) only: other schemes (javascript:, ftp:, data:) never become links in the product. */
function isWebUrl(value: string): boolean {
  if (!URL_PATTERN.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

function isItemIdText(value: string): boolean {
  return ITEM_ID_PATTERN.test(value) && Number.isSafeInteger(Number(value.slice(value.lastIndexOf('-') + 1)));
}

export const FORM_FORMATS: Readonly<Record<FormatName, FormFormat>> = {
  email: { messageId: 'errors.invalidEmail', test: isEmail },
  phone: { messageId: 'errors.invalidPhone', test: (value) => parsePhone(value) !== undefined },
  url: { messageId: 'errors.invalidURL', test: isWebUrl },
  'hex-color': { messageId: 'errors.invalidHex', test: (value) => HEX_COLOR_PATTERN.test(value) },
  'partial-date': { messageId: 'errors.invalidDate', test: (value) => parsePartialDate(value) !== undefined },
  date: { messageId: 'errors.invalidDate', test: (value) => parseDate(value) !== undefined },
  'date-time': { messageId: 'errors.invalidDateTime', test: (value) => parseDateTime(value) !== undefined },
  time: { messageId: 'errors.invalidTime', test: (value) => parseTime(value) !== undefined },
  'item-id': { messageId: 'errors.invalidId', test: isItemIdText },
  uuid: { messageId: 'errors.invalidUuid', test: (value) => UUID_PATTERN.test(value) },
};

export function isFormatName(name: string): name is FormatName {
  return Object.hasOwn(FORM_FORMATS, name);
}

/** Message id for a failed format; errors.invalid for a format this module does not define. */
export function formatMessageId(name: string): string {
  return isFormatName(name) ? FORM_FORMATS[name].messageId : 'errors.invalid';
}

/** The type of a valid item id ("sys.TypeDef-3" -> "sys.TypeDef"), undefined for anything else. */
export function itemIdType(value: string): string | undefined {
  return isItemIdText(value) ? value.slice(0, value.lastIndexOf('-')) : undefined;
}
