import type { IntlShape } from 'react-intl';

export type MessageValues = Record<string, string | number>;

/** Message id (or already plain text) to display text. */
export type Translate = (id: string | undefined, values?: MessageValues) => string;

/**
 * Declarations name message ids; a text that is not a known id (a field without a message, a
 * name from an administrator-defined type) is shown as given rather than raising a missing-message
 * error for every render.
 */
export function translatorFor(intl: Pick<IntlShape, 'messages' | 'formatMessage'>): Translate {
  return (id, values) => {
    if (id === undefined || id === '') return '';
    if (!Object.hasOwn(intl.messages, id)) return id;
    return intl.formatMessage({ id }, values);
  };
}
