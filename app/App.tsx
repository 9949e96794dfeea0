import { BlueprintProvider } from '@blueprintjs/core';
import { BrowserRouter, Route, Routes } from 'react-router';
import { I18nProvider } from './i18n/I18nProvider';
import { AppShell } from './layout/AppShell';

/** The application: Blueprint, react-intl (plugin + client messages), the router with one catch-all route. */
export function App() {
  return (
    <BlueprintProvider>
      <I18nProvider>
        <BrowserRouter>
          <Routes>
            <Route path="*" element={<AppShell />} />
          </Routes>
        </BrowserRouter>
      </I18nProvider>
    </BlueprintProvider>
  );
}
