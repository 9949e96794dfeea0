import { useSnapshot } from 'valtio';
import { i18n, type I18nState } from './i18nStore';

/** The chosen language and whether its messages are still loading (for a language menu). */
export function useI18n(): Readonly<Pick<I18nState, 'lang' | 'loading'>> {
  const { lang, loading } = useSnapshot(i18n);
  return { lang, loading };
}
