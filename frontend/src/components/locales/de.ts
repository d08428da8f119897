import type { Translation } from '../../lib/i18n';
import type { accessibilityButtonMessages } from '../accessibility/AccessibilityButton.messages';
import type { accessibilitySettingsMessages } from '../accessibility/AccessibilitySettingsDialog.messages';
import type { errorFallbackMessages } from '../ErrorFallback.messages';
import type { mobileBottomNavMessages } from '../MobileBottomNav.messages';
import type { notFoundMessages } from '../NotFoundCard.messages';
import type { pageLoadingMessages } from '../PageLoading.messages';
import type { pushControlsMessages } from '../PushNotificationControls.messages';
import type { retryAlertMessages } from '../RetryAlert.messages';
import type { themeModeToggleMessages } from '../ThemeModeToggle.messages';
import type { toastMessages } from '../toast/ToastProvider.messages';

export default {
  'components.notFound': {
    title: 'Seite nicht gefunden',
    body: 'Diese Seite liegt im Aus. Prüfen Sie die Adresse oder gehen Sie zurück zum ersten Abschlag.',
    home: 'Zurück zur Startseite',
  } satisfies Translation<typeof notFoundMessages>,
  'components.errorFallback': {
    title: 'Etwas ist schiefgelaufen',
    body: 'Ein unerwarteter Fehler ist aufgetreten. Er wurde protokolliert und wird bald behoben.',
    retry: 'Erneut versuchen',
    home: 'Zur Startseite',
  } satisfies Translation<typeof errorFallbackMessages>,
  'components.mobileNav': {
    label: 'Mobile Navigation',
  } satisfies Translation<typeof mobileBottomNavMessages>,
  'components.pageLoading': {
    label: 'Wird geladen',
  } satisfies Translation<typeof pageLoadingMessages>,
  'components.retryAlert': {
    retry: 'Erneut versuchen',
  } satisfies Translation<typeof retryAlertMessages>,
  'components.themeToggle': {
    light: 'Helles Design (zu dunklem Design wechseln)',
    dark: 'Dunkles Design (zum Systemdesign wechseln)',
    auto: 'Systemdesign (zu hellem Design wechseln)',
  } satisfies Translation<typeof themeModeToggleMessages>,
  'components.pushControls': {
    turnOff: 'Push-Benachrichtigungen ausschalten',
    enable: 'Push-Benachrichtigungen aktivieren',
    sendTest: 'Testbenachrichtigung senden',
    notSupported: 'Push-Benachrichtigungen werden in diesem Browser nicht unterstützt',
    blocked: 'Benachrichtigungen blockiert: Aktivieren Sie sie in den Browsereinstellungen',
    on: 'Push-Benachrichtigungen sind für diesen Browser aktiviert.',
    offer:
      'Erhalten Sie auf diesem Gerät eine Benachrichtigung, sobald eine passende Startzeit frei wird.',
  } satisfies Translation<typeof pushControlsMessages>,
  'components.toast': {
    region: 'Benachrichtigungen (F8)',
    close: 'Benachrichtigung schließen',
  } satisfies Translation<typeof toastMessages>,
  'components.accessibilityButton': {
    label: 'Einstellungen zur Barrierefreiheit',
  } satisfies Translation<typeof accessibilityButtonMessages>,
  'components.accessibilitySettings': {
    title: 'Einstellungen zur Barrierefreiheit',
    badge: 'WCAG 2.2 AA',
    close: 'Einstellungen zur Barrierefreiheit schließen',
    visual: {
      title: 'Darstellung',
      highContrast: 'Hoher Kontrast',
      highContrastHelp: 'Schwarz und Weiß, mit kräftigeren Rändern.',
      largeText: 'Große Schrift',
      largeTextHelp: 'Vergrößert alle Texte um etwa 15 %.',
      colorBlindFriendly: 'Für Farbenblinde',
      colorBlindFriendlyHelp:
        'Blau und Orange statt Grün und Rot für gute und schlechte Nachrichten.',
      fontSize: 'Schriftgröße',
    },
    fontSizes: {
      small: 'Klein',
      medium: 'Mittel',
      large: 'Groß',
      'extra-large': 'Sehr groß',
    },
    motion: {
      title: 'Bewegung & Bedienung',
      reducedMotion: 'Bewegung reduzieren',
      reducedMotionHelp: 'Schaltet Animationen und Übergänge aus.',
      keyboardNavigation: 'Tastaturnavigation',
      keyboardNavigationHelp: 'Ein kräftiger Rahmen zeigt, welches Element den Tastaturfokus hat.',
    },
    screenReader: {
      title: 'Screenreader',
      label: 'Erweiterte Screenreader-Unterstützung',
      help: 'Kündigt neue Startzeiten und Änderungen an Buchungen an, sobald sie eintreffen – egal, wo Sie sich in der App befinden.',
    },
    theme: {
      title: 'Design',
      label: 'Farbdesign',
    },
    themes: {
      light: 'Hell',
      dark: 'Dunkel',
      auto: 'Automatisch (wie das System)',
    },
    language: {
      title: 'Sprache',
      label: 'Sprache der Oberfläche',
    },
    standard: 'TeeWatch erfüllt den Barrierefreiheitsstandard WCAG 2.2 AA.',
    save: 'Einstellungen speichern',
  } satisfies Translation<typeof accessibilitySettingsMessages>,
};
