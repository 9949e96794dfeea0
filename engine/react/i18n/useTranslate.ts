import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { translatorFor, type Translate } from './translate';

/** The translator of the current IntlProvider. */
export function useTranslate(): Translate {
  const intl = useIntl();
  return useMemo(() => translatorFor(intl), [intl]);
}
