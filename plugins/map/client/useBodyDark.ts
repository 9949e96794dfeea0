import { useEffect, useState } from 'react';

/** Blueprint's dark class, which the app puts on <body> while the user's theme is dark (app/theme/useDarkMode.ts). */
const DARK_CLASS = 'bp6-dark';

const isDark = (): boolean => document.body.classList.contains(DARK_CLASS);

/** Whether the app shows its dark theme now, following changes (the user menu's toggle). */
export function useBodyDark(): boolean {
  const [dark, setDark] = useState(isDark);
  useEffect(() => {
    const observer = new MutationObserver(() => setDark(isDark()));
    observer.observe(document.body, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, []);
  return dark;
}
