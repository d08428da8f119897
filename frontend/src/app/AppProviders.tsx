import type { ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { ToastProvider } from '../components/toast/ToastProvider';
import { storageKeys } from '../lib/storage';
import { theme } from '../theme/theme';
import type { AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ThemeProvider
        theme={theme}
        defaultMode="system"
        modeStorageKey={storageKeys.theme}
        colorSchemeStorageKey={storageKeys.colorScheme}
        disableTransitionOnChange
      >
        <CssBaseline enableColorScheme />
        <ToastProvider>{children}</ToastProvider>
      </ThemeProvider>
    </ReduxProvider>
  );
}
