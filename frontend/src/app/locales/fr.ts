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
    skipToContent: 'Aller au contenu',
    mainNavigation: 'Principale',
    myAlerts: 'Mes alertes',
    notifications: 'Notifications',
    operatorConsole: 'Console des opérateurs',
    loadingPage: 'Chargement de la page',
    footer: (year: number) =>
      `© ${year} TeeWatch · Alertes de départs pour les golfeurs du Colorado`,
    privacy: 'Confidentialité',
    terms: 'Conditions',
    bottomNavigation: {
      home: 'Accueil',
      search: 'Rechercher',
      alerts: 'Alertes',
      rewards: 'Récompenses',
      profile: 'Profil',
      operator: 'Console',
    },
  } satisfies Translation<typeof appShellMessages>,
  'app.liveUpdates': {
    teeTimesChanged: 'Les départs de vos alertes ont changé',
    bookingsUpdated: 'Vos réservations ont été mises à jour',
    achievementUnlocked: 'Succès débloqué !',
    achievementReward: (achievement: string, points: number) =>
      `${achievement} · +${plural(points, { one: '# point', other: '# points' })}`,
  } satisfies Translation<typeof liveUpdatesMessages>,
  'app.routes.achievements': {
    title: 'Succès – TeeWatch',
  } satisfies Translation<typeof achievementsRouteMessages>,
  'app.routes.alerts': {
    title: 'Créer une alerte de départ – TeeWatch',
  } satisfies Translation<typeof alertsRouteMessages>,
  'app.routes.authDemo': {
    title: 'Démo de connexion – TeeWatch',
  } satisfies Translation<typeof authDemoRouteMessages>,
  'app.routes.dashboard': {
    title: 'Tableau de bord – TeeWatch',
  } satisfies Translation<typeof dashboardRouteMessages>,
  'app.routes.errorHandling': {
    title: 'Gestion des erreurs et reprise – TeeWatch',
  } satisfies Translation<typeof errorHandlingRouteMessages>,
  'app.routes.forgotPassword': {
    title: 'Mot de passe oublié – TeeWatch',
  } satisfies Translation<typeof forgotPasswordRouteMessages>,
  'app.routes.gamification': {
    title: 'Ludification – TeeWatch',
  } satisfies Translation<typeof gamificationRouteMessages>,
  'app.routes.landing': {
    title: 'TeeWatch – Alertes de départs au Colorado',
  } satisfies Translation<typeof landingRouteMessages>,
  'app.routes.login': {
    title: 'Connexion – TeeWatch',
  } satisfies Translation<typeof loginRouteMessages>,
  'app.routes.magicLinkLanding': {
    title: 'Connexion en cours – TeeWatch',
  } satisfies Translation<typeof magicLinkLandingRouteMessages>,
  'app.routes.magicLogin': {
    title: 'Connexion par lien magique – TeeWatch',
  } satisfies Translation<typeof magicLoginRouteMessages>,
  'app.routes.mobileAlerts': {
    title: 'Nouvelle alerte de départ – TeeWatch',
  } satisfies Translation<typeof mobileAlertsRouteMessages>,
  'app.routes.notFound': {
    title: 'Page introuvable – TeeWatch',
  } satisfies Translation<typeof notFoundRouteMessages>,
  'app.routes.notifications': {
    title: 'Notifications intelligentes – TeeWatch',
  } satisfies Translation<typeof notificationsRouteMessages>,
  'app.routes.onboarding': {
    title: 'Configurer TeeWatch – TeeWatch',
  } satisfies Translation<typeof onboardingRouteMessages>,
  'app.routes.oneClickBooking': {
    title: 'Réservation en un clic – TeeWatch',
  } satisfies Translation<typeof oneClickBookingRouteMessages>,
  'app.routes.operator': {
    title: 'Console des opérateurs – TeeWatch',
  } satisfies Translation<typeof operatorRouteMessages>,
  'app.routes.popupDone': {
    title: 'Connexion en cours – TeeWatch',
  } satisfies Translation<typeof popupDoneRouteMessages>,
  'app.routes.privacy': {
    title: 'Politique de confidentialité – TeeWatch',
  } satisfies Translation<typeof privacyRouteMessages>,
  'app.routes.resetPassword': {
    title: 'Réinitialiser le mot de passe – TeeWatch',
  } satisfies Translation<typeof resetPasswordRouteMessages>,
  'app.routes.signUp': {
    title: 'Créer un compte – TeeWatch',
  } satisfies Translation<typeof signUpRouteMessages>,
  'app.routes.terms': {
    title: 'Conditions d’utilisation – TeeWatch',
  } satisfies Translation<typeof termsRouteMessages>,
  'app.routes.verifyEmail': {
    title: 'Confirmer l’e-mail – TeeWatch',
  } satisfies Translation<typeof verifyEmailRouteMessages>,
};
