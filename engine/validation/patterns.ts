/**
 * Every regular expression the shared validation runs, in one place so that one test can prove them
 * all safe (safe-regex2: no nested quantifiers) and linear on long adversarial input.
 *
 * House rule for this file: a quantified group never contains another quantifier. Where an
 * optional part holds a quantifier it is written as an alternation with the empty string
 * ("(?:...|)"), which the engine matches exactly like "?" but which keeps the star height at one.
 * Every pattern is anchored at both ends and its consecutive parts start with distinct characters,
 * so a failing match never backtracks more than a constant amount.
 */

/** Local part and domain of an e-mail address (the domain labels are checked one by one). */
export const EMAIL_PATTERN = /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9.-]+$/;
/** One domain label: letters/digits, inner dashes, at most 63 characters. */
export const DOMAIN_LABEL_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9]|)$/;

/** The number part of a phone number: optional "+", then digits, spaces, dashes, dots, parentheses. */
export const PHONE_NUMBER_PATTERN = /^\+?[0-9(][0-9 ().-]*$/;
/** Where the extension starts: the first letter ("x12", "ext 12", "ext: 12"). */
export const PHONE_EXTENSION_START = /[A-Za-z]/;
/** The extension part: "x", "ext", "ext.", "ext:" (any case), optional spaces, then digits. */
export const PHONE_EXTENSION_PATTERN = /^(?:x|ext|ext\.|ext:) *([0-9]+)$/i;
/** Anything that is not a digit, to count and collect digits. */
export const NON_DIGIT = /[^0-9]/g;

/** http or https followed by "//" and no whitespace; the rest is checked by the URL parser. */
export const URL_PATTERN = /^https?:\/\/\S+$/i;

export const HEX_COLOR_PATTERN = /^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;

/** YYYY, YYYY-M or YYYY-M-D (month and day one or two digits). */
export const PARTIAL_DATE_PATTERN = /^([0-9]{4})(?:-([0-9]{1,2})|)(?:-([0-9]{1,2})|)$/;
/** YYYY-MM-DD. */
export const DATE_PATTERN = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
/** HH:mm or HH:mm:ss. */
export const TIME_PATTERN = /^([0-9]{2}):([0-9]{2})(?::([0-9]{2})|)$/;
/**
 * ISO 8601 date and time: YYYY-MM-DDTHH:mm[:ss[.fraction]] with an optional zone (Z, +hh:mm, +hhmm).
 * Groups: 1-3 date, 4-6 time, 7 fraction, 8 zone.
 */
export const DATE_TIME_PATTERN =
  /^([0-9]{4})-([0-9]{2})-([0-9]{2})T([0-9]{2}):([0-9]{2})(?::([0-9]{2})|)(\.[0-9]+|)(Z|[+-][0-9]{2}:[0-9]{2}|[+-][0-9]{4}|)$/;

/** "{type}-{index}": same type rule as item-type keys, canonical non-negative index. */
export const ITEM_ID_PATTERN = /^(?:sys\.)?[A-Za-z][A-Za-z0-9]*-(?:0|[1-9][0-9]*)$/;

export const UUID_PATTERN = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;

/** A character other than white space (notBlank). */
export const NON_SPACE = /\S/;

/** All of the above, for the safety tests. */
export const ALL_PATTERNS: Readonly<Record<string, RegExp>> = {
  EMAIL_PATTERN,
  DOMAIN_LABEL_PATTERN,
  PHONE_NUMBER_PATTERN,
  PHONE_EXTENSION_START,
  PHONE_EXTENSION_PATTERN,
  NON_DIGIT,
  URL_PATTERN,
  HEX_COLOR_PATTERN,
  PARTIAL_DATE_PATTERN,
  DATE_PATTERN,
  TIME_PATTERN,
  DATE_TIME_PATTERN,
  ITEM_ID_PATTERN,
  UUID_PATTERN,
  NON_SPACE,
};
