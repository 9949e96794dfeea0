/**
 * English (ICU) texts of every message id the shared validation reports. The core plugin's
 * messages/en.json carries the same entries (a test there compares them); other locales translate
 * them there. errors.array.* expect {one} and {other} to be already translated item labels.
 */
export const VALIDATION_MESSAGES_EN: Record<string, string> = {
  'errors.required': 'This field is required',
  'errors.maxLength': 'Use at most {max, plural, one {# character} other {# characters}}',
  'errors.minLength': 'Use at least {min, plural, one {# character} other {# characters}}',
  'errors.array.max': 'Choose at most {count, plural, one {# {one}} other {# {other}}}',
  'errors.array.min': 'Choose at least {count, plural, one {# {one}} other {# {other}}}',
  'errors.array.exactly': 'Choose exactly {count, plural, one {# {one}} other {# {other}}}',
  'errors.type': 'Expected a value of type {type}',
  'errors.enum': 'Choose one of the allowed values',
  'errors.minimum': '{exclusive, select, yes {Must be greater than {limit}} other {Must be at least {limit}}}',
  'errors.maximum': '{exclusive, select, yes {Must be less than {limit}} other {Must be at most {limit}}}',
  'errors.multipleOf': 'Must be a multiple of {multiple}',
  'errors.pattern': 'This value does not have the expected form',
  'errors.uniqueItems': 'Remove the duplicate entries',
  'errors.unknownField': 'This field is not part of the form',
  'errors.invalid': 'This value is not valid',
  'errors.invalidEmail': 'Enter a valid e-mail address',
  'errors.invalidPhone': 'Enter a phone number with at least 7 digits, optionally followed by an extension',
  'errors.invalidURL': 'Enter a web address starting with http:// or https://',
  'errors.invalidHex': 'Enter a colour as #RGB or #RRGGBB',
  'errors.invalidDate': 'Enter a valid date',
  'errors.invalidDateTime': 'Enter a valid date and time',
  'errors.invalidTime': 'Enter a valid time (HH:mm)',
  'errors.invalidId': 'Invalid id',
  'errors.invalidUuid': 'Enter a valid UUID',
  'errors.lovValue': 'Choose a value from the list',
  'errors.relatedItem': 'Choose an item of an allowed type',
  'errors.number.float': 'Enter a number',
  'errors.number.integer': 'Enter a whole number',
  'errors.number.natural': 'Enter a whole number greater than 0',
  'errors.lowercase': 'Use lowercase letters only',
  'errors.notBlank': 'Enter something other than spaces',
  'errors.endBeforeStart': 'The end must not be before the start',
};
