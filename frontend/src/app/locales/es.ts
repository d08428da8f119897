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
    skipToContent: 'Saltar al contenido',
    mainNavigation: 'Principal',
    myAlerts: 'Mis alertas',
    notifications: 'Notificaciones',
    operatorConsole: 'Consola de operadores',
    loadingPage: 'Cargando la página',
    footer: (year: number) => `© ${year} TeeWatch · Alertas de tee time para golfistas de Colorado`,
    privacy: 'Privacidad',
    terms: 'Términos',
    bottomNavigation: {
      home: 'Inicio',
      search: 'Buscar',
      alerts: 'Alertas',
      rewards: 'Premios',
      profile: 'Perfil',
      operator: 'Consola',
    },
  } satisfies Translation<typeof appShellMessages>,
  'app.liveUpdates': {
    teeTimesChanged: 'Cambiaron los tee times de tus alertas',
    bookingsUpdated: 'Tus reservas se actualizaron',
    achievementUnlocked: '¡Logro desbloqueado!',
    achievementReward: (achievement: string, points: number) =>
      `${achievement} · +${plural(points, { one: '# punto', other: '# puntos' })}`,
  } satisfies Translation<typeof liveUpdatesMessages>,
  'app.routes.achievements': {
    title: 'Logros – TeeWatch',
  } satisfies Translation<typeof achievementsRouteMessages>,
  'app.routes.alerts': {
    title: 'Crear alerta de tee time – TeeWatch',
  } satisfies Translation<typeof alertsRouteMessages>,
  'app.routes.authDemo': {
    title: 'Demo de inicio de sesión – TeeWatch',
  } satisfies Translation<typeof authDemoRouteMessages>,
  'app.routes.dashboard': {
    title: 'Panel – TeeWatch',
  } satisfies Translation<typeof dashboardRouteMessages>,
  'app.routes.errorHandling': {
    title: 'Manejo y recuperación de errores – TeeWatch',
  } satisfies Translation<typeof errorHandlingRouteMessages>,
  'app.routes.forgotPassword': {
    title: 'Olvidé mi contraseña – TeeWatch',
  } satisfies Translation<typeof forgotPasswordRouteMessages>,
  'app.routes.gamification': {
    title: 'Gamificación – TeeWatch',
  } satisfies Translation<typeof gamificationRouteMessages>,
  'app.routes.landing': {
    title: 'TeeWatch – Alertas de tee time en Colorado',
  } satisfies Translation<typeof landingRouteMessages>,
  'app.routes.login': {
    title: 'Iniciar sesión – TeeWatch',
  } satisfies Translation<typeof loginRouteMessages>,
  'app.routes.magicLinkLanding': {
    title: 'Iniciando sesión – TeeWatch',
  } satisfies Translation<typeof magicLinkLandingRouteMessages>,
  'app.routes.magicLogin': {
    title: 'Iniciar sesión con enlace mágico – TeeWatch',
  } satisfies Translation<typeof magicLoginRouteMessages>,
  'app.routes.mobileAlerts': {
    title: 'Nueva alerta de tee time – TeeWatch',
  } satisfies Translation<typeof mobileAlertsRouteMessages>,
  'app.routes.notFound': {
    title: 'Página no encontrada – TeeWatch',
  } satisfies Translation<typeof notFoundRouteMessages>,
  'app.routes.notifications': {
    title: 'Notificaciones inteligentes – TeeWatch',
  } satisfies Translation<typeof notificationsRouteMessages>,
  'app.routes.onboarding': {
    title: 'Configura TeeWatch – TeeWatch',
  } satisfies Translation<typeof onboardingRouteMessages>,
  'app.routes.oneClickBooking': {
    title: 'Reserva en un clic – TeeWatch',
  } satisfies Translation<typeof oneClickBookingRouteMessages>,
  'app.routes.operator': {
    title: 'Consola de operadores – TeeWatch',
  } satisfies Translation<typeof operatorRouteMessages>,
  'app.routes.popupDone': {
    title: 'Iniciando sesión – TeeWatch',
  } satisfies Translation<typeof popupDoneRouteMessages>,
  'app.routes.privacy': {
    title: 'Política de privacidad – TeeWatch',
  } satisfies Translation<typeof privacyRouteMessages>,
  'app.routes.resetPassword': {
    title: 'Restablecer contraseña – TeeWatch',
  } satisfies Translation<typeof resetPasswordRouteMessages>,
  'app.routes.signUp': {
    title: 'Crear cuenta – TeeWatch',
  } satisfies Translation<typeof signUpRouteMessages>,
  'app.routes.terms': {
    title: 'Términos del servicio – TeeWatch',
  } satisfies Translation<typeof termsRouteMessages>,
  'app.routes.verifyEmail': {
    title: 'Confirmar correo – TeeWatch',
  } satisfies Translation<typeof verifyEmailRouteMessages>,
};
