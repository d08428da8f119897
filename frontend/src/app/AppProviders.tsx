import { lazy, Suspense, useEffect, useMemo, type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { ThemeProvider, useColorScheme } from '@mui/material/styles';
import { ToastProvider } from '../components/toast/ToastProvider';
import { AccessibilityProvider } from '../lib/accessibility/AccessibilityProvider';
import { useAccessibility } from '../lib/accessibility/accessibility-context';
import { currentMuiLocale, useLanguage } from '../lib/i18n';
import { NetworkStatusProvider } from '../lib/network/NetworkStatusProvider';
import { useSession } from '../lib/session';
import { storageKeys } from '../lib/storage';
import { buildTheme } from '../theme/theme';
import { loadLanguage } from './languages/load-language';
import type { AppStore } from './store';

/** What the theme cannot reach: plain CSS motion, and links told apart by more than colour. */
const pageModeStyles = {
  'html[data-reduced-motion] *, html[data-reduced-motion] *::before, html[data-reduced-motion] *::after':
    {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto !important',
    },
  'html[data-high-contrast] a': { textDecoration: 'underline' },
};

/** MUI keeps the mode (light, dark, system) itself; the accessibility setting decides it. */
function ColorModeFromSettings() {
  const { theme } = useAccessibility().settings;
  const { setMode } = useColorScheme();
  useEffect(() => setMode(theme === 'auto' ? 'system' : theme), [theme, setMode]);
  return null;
}

/** The language setting decides the app's texts; main.tsx loaded the first one before the first paint. */
function LanguageFromSettings() {
  const { language } = useAccessibility().settings;
  useEffect(() => void loadLanguage(language), [language]);
  return null;
}

/** Only a signed-in golfer's language is kept on the account; its code loads when one signs in. */
const AccountLanguage = lazy(() => import('./languages/AccountLanguage'));

function AccountLanguageWhenSignedIn() {
  const signedIn = useSession().status === 'signed-in';
  return signedIn ? (
    <Suspense fallback={null}>
      <AccountLanguage />
    </Suspense>
  ) : null;
}

function AccessibleTheme({ children }: { children: ReactNode }) {
  const { highContrast, colorBlindFriendly, largeText, reducedMotion, keyboardNavigation } =
    useAccessibility().settings;
  const language = useLanguage();
  const theme = useMemo(
    () =>
      buildTheme(
        {
          highContrast,
          colorBlindFriendly,
          largeText,
          reducedMotion,
          keyboardNavigation,
        },
        currentMuiLocale(),
      ),
    // The MUI texts follow the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [highContrast, colorBlindFriendly, largeText, reducedMotion, keyboardNavigation, language],
  );
  return (
    <ThemeProvider
      theme={theme}
      defaultMode="system"
      modeStorageKey={storageKeys.theme}
      colorSchemeStorageKey={storageKeys.colorScheme}
      disableTransitionOnChange
    >
      <CssBaseline enableColorScheme />
      <GlobalStyles styles={pageModeStyles} />
      <ColorModeFromSettings />
      <LanguageFromSettings />
      {children}
    </ThemeProvider>
  );
}

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <AccessibilityProvider>
        <AccessibleTheme>
          <ToastProvider>
            <NetworkStatusProvider>{children}</NetworkStatusProvider>
            <AccountLanguageWhenSignedIn />
          </ToastProvider>
        </AccessibleTheme>
      </AccessibilityProvider>
    </ReduxProvider>
  );
}
