import { useIntl } from 'react-intl';
import { useCellChrome } from '../layout/useCellChrome';

/** Sets a core view's toolbar title and icon from its message id. */
export function useViewTitle(cellKey: string, titleId: string, icon: string): string {
  const intl = useIntl();
  const title = intl.formatMessage({ id: titleId });
  useCellChrome(cellKey, { title, icon });
  return title;
}
