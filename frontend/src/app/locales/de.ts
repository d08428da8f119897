import { plural, type Translation } from '../../lib/i18n';
import type { appShellMessages } from '../AppShell.messages';
import type { achievementsRouteMessages } from '../routes/AchievementsRoute.messages';
import type { alertsRouteMessages } from '../routes/AlertsRoute.messages';
import type { authDemoRouteMessages } from '../routes/AuthDemoRoute.messages';
import type { dashboardRouteMessages } from '../routes/DashboardRoute.messages';
import type { errorHandlingRouteMessages } from '../routes/ErrorHandlingRoute.messages';
import type { forgotPasswordRouteMessages } from '../routes/ForgotPasswordRoute.messages';
import type { gamificationRouteMessages } from '../routes/GamificationRoute.messages';
import type { landingRouteMessages } from '../routes/LandingRoute.messages';
import type { loginRouteMessages } from '../routes/LoginRoute.messages';
import type { magicLinkLandingRouteMessages } from '../routes/MagicLinkLandingRoute.messages';
import type { magicLoginRouteMessages } from '../routes/MagicLoginRoute.messages';
import type { mobileAlertsRouteMessages } from '../routes/MobileAlertsRoute.messages';
import type { notFoundRouteMessages } from '../routes/NotFoundRoute.messages';
import type { notificationsRouteMessages } from '../routes/NotificationsRoute.messages';
import type { onboardingRouteMessages } from '../routes/OnboardingRoute.messages';
import type { oneClickBookingRouteMessages } from '../routes/OneClickBookingRoute.messages';
import type { operatorRouteMessages } from '../routes/OperatorRoute.messages';
import type { popupDoneRouteMessages } from '../routes/PopupDoneRoute.messages';
import type { privacyRouteMessages } from '../routes/PrivacyRoute.messages';
import type { resetPasswordRouteMessages } from '../routes/ResetPasswordRoute.messages';
import type { signUpRouteMessages } from '../routes/SignUpRoute.messages';
import type { termsRouteMessages } from '../routes/TermsRoute.messages';
import type { verifyEmailRouteMessages } from '../routes/VerifyEmailRoute.messages';
import type { liveUpdatesMessages } from '../useLiveUpdates.messages';

export default {
  'app.shell': {
    skipToContent: 'Zum Inhalt springen',
    mainNavigation: 'Hauptmenü',
    myAlerts: 'Meine Alarme',
    notifications: 'Benachrichtigungen',
    operatorConsole: 'Betriebskonsole',
    loadingPage: 'Seite wird geladen',
    footer: (year: number) => `© ${year} TeeWatch · Startzeit-Alarme für Golfer in Colorado`,
    privacy: 'Datenschutz',
    terms: 'Nutzungsbedingungen',
    bottomNavigation: {
      home: 'Start',
      search: 'Suche',
      alerts: 'Alarme',
      rewards: 'Prämien',
      profile: 'Profil',
      operator: 'Konsole',
    },
  } satisfies Translation<typeof appShellMessages>,
  'app.liveUpdates': {
    teeTimesChanged: 'Die Startzeiten Ihrer Alarme haben sich geändert',
    bookingsUpdated: 'Ihre Buchungen wurden aktualisiert',
    achievementUnlocked: 'Erfolg freigeschaltet!',
    achievementReward: (achievement: string, points: number) =>
      `${achievement} · +${plural(points, { one: '# Punkt', other: '# Punkte' })}`,
  } satisfies Translation<typeof liveUpdatesMessages>,
  'app.routes.achievements': {
    title: 'Erfolge – TeeWatch',
  } satisfies Translation<typeof achievementsRouteMessages>,
  'app.routes.alerts': {
    title: 'Startzeit-Alarm erstellen – TeeWatch',
  } satisfies Translation<typeof alertsRouteMessages>,
  'app.routes.authDemo': {
    title: 'Anmelde-Demo – TeeWatch',
  } satisfies Translation<typeof authDemoRouteMessages>,
  'app.routes.dashboard': {
    title: 'Übersicht – TeeWatch',
  } satisfies Translation<typeof dashboardRouteMessages>,
  'app.routes.errorHandling': {
    title: 'Fehlerbehandlung & Wiederherstellung – TeeWatch',
  } satisfies Translation<typeof errorHandlingRouteMessages>,
  'app.routes.forgotPassword': {
    title: 'Passwort vergessen – TeeWatch',
  } satisfies Translation<typeof forgotPasswordRouteMessages>,
  'app.routes.gamification': {
    title: 'Gamification – TeeWatch',
  } satisfies Translation<typeof gamificationRouteMessages>,
  'app.routes.landing': {
    title: 'TeeWatch – Startzeit-Alarme für Colorado',
  } satisfies Translation<typeof landingRouteMessages>,
  'app.routes.login': {
    title: 'Anmelden – TeeWatch',
  } satisfies Translation<typeof loginRouteMessages>,
  'app.routes.magicLinkLanding': {
    title: 'Anmeldung läuft – TeeWatch',
  } satisfies Translation<typeof magicLinkLandingRouteMessages>,
  'app.routes.magicLogin': {
    title: 'Mit Magic Link anmelden – TeeWatch',
  } satisfies Translation<typeof magicLoginRouteMessages>,
  'app.routes.mobileAlerts': {
    title: 'Neuer Startzeit-Alarm – TeeWatch',
  } satisfies Translation<typeof mobileAlertsRouteMessages>,
  'app.routes.notFound': {
    title: 'Seite nicht gefunden – TeeWatch',
  } satisfies Translation<typeof notFoundRouteMessages>,
  'app.routes.notifications': {
    title: 'Smarte Benachrichtigungen – TeeWatch',
  } satisfies Translation<typeof notificationsRouteMessages>,
  'app.routes.onboarding': {
    title: 'TeeWatch einrichten – TeeWatch',
  } satisfies Translation<typeof onboardingRouteMessages>,
  'app.routes.oneClickBooking': {
    title: 'Buchen mit einem Klick – TeeWatch',
  } satisfies Translation<typeof oneClickBookingRouteMessages>,
  'app.routes.operator': {
    title: 'Betriebskonsole – TeeWatch',
  } satisfies Translation<typeof operatorRouteMessages>,
  'app.routes.popupDone': {
    title: 'Anmeldung läuft – TeeWatch',
  } satisfies Translation<typeof popupDoneRouteMessages>,
  'app.routes.privacy': {
    title: 'Datenschutzerklärung – TeeWatch',
  } satisfies Translation<typeof privacyRouteMessages>,
  'app.routes.resetPassword': {
    title: 'Passwort zurücksetzen – TeeWatch',
  } satisfies Translation<typeof resetPasswordRouteMessages>,
  'app.routes.signUp': {
    title: 'Konto erstellen – TeeWatch',
  } satisfies Translation<typeof signUpRouteMessages>,
  'app.routes.terms': {
    title: 'Nutzungsbedingungen – TeeWatch',
  } satisfies Translation<typeof termsRouteMessages>,
  'app.routes.verifyEmail': {
    title: 'E-Mail bestätigen – TeeWatch',
  } satisfies Translation<typeof verifyEmailRouteMessages>,
};
