import { plural, type Translation } from '../../../lib/i18n';
import type { authErrorAdviceMessages } from '../auth-error-log.messages';
import type { authErrorsMessages } from '../auth.errors.messages';
import type { authFormatMessages } from '../auth.format.messages';
import type { authValidationMessages } from '../auth.validation.messages';
import type { authDemoMessages } from '../components/AuthDemoPage.messages';
import type { authRecoveryMessages } from '../components/AuthRecoveryPanel.messages';
import type { dashboardMessages } from '../components/DashboardPage.messages';
import type { forgotPasswordMessages } from '../components/ForgotPasswordPage.messages';
import type { loginMessages } from '../components/LoginPage.messages';
import type { magicLinkLandingMessages } from '../components/MagicLinkLandingPage.messages';
import type { magicLoginMessages } from '../components/MagicLoginPage.messages';
import type { popupDoneMessages } from '../components/PopupDonePage.messages';
import type { profileMessages } from '../components/ProfileCard.messages';
import type { recentActivityMessages } from '../components/RecentActivityCard.messages';
import type { resetPasswordMessages } from '../components/ResetPasswordPage.messages';
import type { signInControlsMessages } from '../components/SignInControls.messages';
import type { signUpMessages } from '../components/SignUpPage.messages';
import type { socialLoginPanelMessages } from '../components/SocialLoginPanel.messages';
import type { verifyEmailMessages } from '../components/VerifyEmailPage.messages';
import type { socialPopupMessages } from '../hooks/useSocialPopup.messages';

export default {
  'auth.errors': {
    signInUnavailable:
      'El inicio de sesión no está disponible en este momento. Inténtalo de nuevo.',
    network: 'Error de conexión. Inténtalo de nuevo.',
  } satisfies Translation<typeof authErrorsMessages>,

  'auth.validation': {
    emailRequired: 'Ingresa tu correo electrónico',
    emailRequiredForReset: 'Ingresa tu correo electrónico para restablecer la contraseña',
    invalidEmail: 'Ingresa un correo electrónico válido',
    passwordRequired: 'Ingresa tu contraseña',
    newPasswordRequired: 'Ingresa una contraseña',
    nameRequired: 'Ingresa tu nombre',
    passwordTooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres`,
    passwordTooLong: (max: number) => `La contraseña puede tener como máximo ${max} caracteres`,
    commonPassword: 'Esta contraseña es demasiado común. Elige otra.',
    passwordsMismatch: 'Las contraseñas no coinciden',
  } satisfies Translation<typeof authValidationMessages>,

  'auth.errorAdvice': {
    INVALID_CREDENTIALS: 'El correo o la contraseña no eran correctos.',
    ACCOUNT_LOCKED:
      'Demasiados intentos bloquearon la cuenta por un tiempo. Inténtalo más tarde o restablece la contraseña.',
    EMAIL_NOT_VERIFIED:
      'Antes de iniciar sesión, confirma tu correo electrónico desde el mensaje que te enviamos.',
    SOCIAL_AUTH_DENIED: 'El inicio de sesión se canceló o no se permitió.',
    NETWORK_ERROR: 'No se pudo conectar con TeeWatch: revisa tu conexión.',
    SESSION_EXPIRED: 'Tu sesión terminó. Vuelve a iniciar sesión.',
    RATE_LIMITED: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  } satisfies Translation<typeof authErrorAdviceMessages>,

  'auth.format': {
    accountTypes: {
      email: 'Cuenta de correo',
      google: 'Cuenta de Google',
      facebook: 'Cuenta de Facebook',
      github: 'Cuenta de GitHub',
    },
    welcome: (name: string) => `¡Te damos la bienvenida, ${name}!`,
    welcomeBack: (name: string) => `¡Qué bueno verte de nuevo, ${name}!`,
    newAccountToast: {
      title: '¡Te damos la bienvenida a TeeWatch!',
      description: 'Tu cuenta está lista y ya iniciaste sesión.',
    },
    returningToast: { title: '¡Qué bueno verte de nuevo!', description: 'Ya iniciaste sesión.' },
    activity: {
      signed_up: 'Creaste tu cuenta de TeeWatch',
      signed_in: 'Iniciaste sesión',
      email_verified: 'Confirmaste tu correo electrónico',
      password_reset: 'Restableciste tu contraseña',
      profile_updated: 'Actualizaste tu nombre de perfil',
    },
  } satisfies Translation<typeof authFormatMessages>,

  'auth.controls': {
    email: 'Correo electrónico',
    showPassword: (label: string) => `Mostrar ${label.toLowerCase()}`,
    hidePassword: (label: string) => `Ocultar ${label.toLowerCase()}`,
    or: 'o',
    continueWithoutAccount: 'Continuar sin cuenta',
    continueWith: (provider: string) => `Continuar con ${provider}`,
    unavailable: 'No disponible',
    comingSoon: 'Próximamente',
    socialCancelled: (provider: string) =>
      `Se canceló el inicio de sesión con ${provider}. Prueba otra opción más abajo.`,
    socialFailed: (provider: string) =>
      `No se pudo iniciar sesión con ${provider}. Inténtalo de nuevo.`,
  } satisfies Translation<typeof signInControlsMessages>,

  'auth.login': {
    title: 'Hola de nuevo',
    subtitle: 'Inicia sesión para ver tu panel, tus logros y tus notificaciones inteligentes.',
    newToTeeWatch: '¿Primera vez en TeeWatch?',
    createAccount: 'Crea una cuenta',
    magicLinkInstead: 'Mejor envíame un enlace para iniciar sesión',
    sessionExpired: 'Tu sesión expiró. Vuelve a iniciar sesión.',
    formLabel: 'Iniciar sesión con correo electrónico',
    password: 'Contraseña',
    forgotPassword: '¿Olvidaste tu contraseña?',
    submit: 'Iniciar sesión',
    signedInToast: '¡Qué bueno verte de nuevo!',
  } satisfies Translation<typeof loginMessages>,

  'auth.signUp': {
    title: 'Crea tu cuenta',
    subtitle: 'La cuenta es opcional: suma un panel, logros y notificaciones inteligentes.',
    alreadyHaveAccount: '¿Ya tienes una cuenta?',
    signIn: 'Inicia sesión',
    formLabel: 'Crear una cuenta con correo electrónico',
    name: 'Nombre',
    password: 'Contraseña',
    passwordHelp: (min: number) => `Al menos ${min} caracteres`,
    confirmPassword: 'Confirmar contraseña',
    submit: 'Crear cuenta',
    checkEmailTitle: 'Revisa tu correo',
    confirmationSent: (email: string) =>
      `Enviamos un enlace de confirmación a ${email}. Ábrelo en este dispositivo para terminar de crear tu cuenta. ¿No lo ves? Revisa la carpeta de spam.`,
    backToSignIn: 'Volver a iniciar sesión',
  } satisfies Translation<typeof signUpMessages>,

  'auth.forgotPassword': {
    title: '¿Olvidaste tu contraseña?',
    subtitle:
      'Ingresa el correo de tu cuenta y te enviaremos un enlace para elegir una nueva contraseña.',
    formLabel: 'Restablecer tu contraseña',
    resetFailedTitle: 'No se pudo restablecer',
    resetFailed: 'No se pudo enviar el correo para restablecer la contraseña.',
    emailRequiredTitle: 'Falta el correo electrónico',
    submit: 'Enviar enlace',
    backToSignIn: 'Volver a iniciar sesión',
    checkEmailTitle: 'Revisa tu correo',
    resetSent: (email: string) =>
      `Si ${email} tiene una cuenta de TeeWatch, el correo incluye un enlace para elegir una nueva contraseña. ¿No lo ves? Revisa la carpeta de spam.`,
  } satisfies Translation<typeof forgotPasswordMessages>,

  'auth.resetPassword': {
    incompleteTitle: 'Enlace incompleto',
    incomplete: 'Este enlace para restablecer la contraseña está incompleto. Pide uno nuevo.',
    requestNewLink: 'Pedir un enlace nuevo',
    title: 'Elige una nueva contraseña',
    subtitle: (min: number) => `Al menos ${min} caracteres.`,
    formLabel: 'Elegir una nueva contraseña',
    newPassword: 'Nueva contraseña',
    confirmNewPassword: 'Confirmar nueva contraseña',
    submit: 'Restablecer contraseña',
    resetFailed: 'No se pudo restablecer tu contraseña. Inténtalo de nuevo.',
    requestAnotherLink: 'Pedir un nuevo enlace para restablecerla',
    doneTitle: 'Contraseña restablecida',
    done: 'Cambiamos tu contraseña. Inicia sesión con la nueva.',
    signIn: 'Iniciar sesión',
  } satisfies Translation<typeof resetPasswordMessages>,

  'auth.verifyEmail': {
    failedTitle: 'Correo no confirmado',
    verifyFailed: 'No pudimos confirmar tu correo. Inténtalo de nuevo.',
    incomplete:
      'Este enlace de confirmación está incompleto. Vuelve a abrir el enlace desde tu correo.',
    backToSignIn: 'Volver a iniciar sesión',
    confirmedToast: {
      title: 'Correo confirmado',
      description: '¡Te damos la bienvenida a TeeWatch!',
    },
  } satisfies Translation<typeof verifyEmailMessages>,

  'auth.magicLogin': {
    titles: {
      email: 'Inicia sesión con enlace mágico',
      confirmation: 'Revisa tu correo',
      success: 'Ya iniciaste sesión',
      expired: 'Enlace expirado',
    },
    subtitle: 'Sin contraseña: te enviaremos por correo un enlace que inicia tu sesión.',
    subtitleWithMinutes: (minutes: number) =>
      plural(minutes, {
        one: 'Sin contraseña: te enviaremos por correo un enlace que inicia tu sesión y sirve durante # minuto.',
        other:
          'Sin contraseña: te enviaremos por correo un enlace que inicia tu sesión y sirve durante # minutos.',
      }),
    signInWithPassword: 'Iniciar sesión con contraseña',
    formLabel: 'Envíame un enlace para iniciar sesión',
    send: 'Enviar enlace mágico',
    sendFailed: 'No se pudo enviar el enlace mágico',
    sentToast: {
      title: '¡Enlace mágico enviado!',
      description: (email: string) => `Revisa ${email}: ahí tienes tu enlace para iniciar sesión.`,
    },
    linkSent: (email: string) =>
      `Enviamos un enlace para iniciar sesión a ${email}. Ábrelo en cualquier dispositivo y esta página iniciará tu sesión sola.`,
    waiting: (timeLeft: string) => `Esperando a que abras el enlace. Expira en ${timeLeft}.`,
    resendIn: (seconds: number) => `Reenviar en ${seconds} s`,
    resend: 'Reenviar enlace mágico',
    useDifferentEmail: 'Usar otro correo',
    expired: 'Tu enlace mágico expiró por seguridad. Pide uno nuevo.',
    requestNewLink: 'Pedir un enlace mágico nuevo',
    signedInHere: (greeting: string) => `${greeting} Ya iniciaste sesión en este dispositivo.`,
    welcomeBackSignedInHere: '¡Qué bueno verte de nuevo! Ya iniciaste sesión en este dispositivo.',
    goToDashboard: 'Ir al panel',
    continue: 'Continuar',
  } satisfies Translation<typeof magicLoginMessages>,

  'auth.magicLinkLanding': {
    failedTitle: 'No se pudo iniciar sesión',
    failed: 'No se pudo completar el inicio de sesión. Inténtalo de nuevo.',
    requestNewLink: 'Pedir un enlace mágico nuevo',
  } satisfies Translation<typeof magicLinkLandingMessages>,

  'auth.demo': {
    title: 'Demo de inicio de sesión',
    intro:
      'Prueba el inicio de sesión sin contraseña y con redes sociales. En desarrollo local, el enlace mágico también aparece aquí.',
    magicLinkSection: 'Enlace mágico',
    socialSection: 'Inicio de sesión social (ventana emergente)',
    sessionSection: 'Sesión',
    otherWaysIn: (emailLink: string, passwordLink: string) =>
      `Otras formas de entrar: ${emailLink} o ${passwordLink}.`,
    emailLink: 'envíame un enlace para iniciar sesión',
    passwordLink: 'inicia sesión con contraseña',
    magicLinkForm: {
      label: 'Enviar un enlace mágico de prueba',
      send: 'Enviar enlace mágico',
      sent: (email: string) => `Enviamos un enlace mágico a ${email}. Revisa tu correo.`,
      developmentLink: 'Enlace de desarrollo',
      open: 'Abrir',
      copy: 'Copiar',
      copiedToast: 'Enlace copiado',
      copyFailedToast: {
        title: 'No se pudo copiar',
        description: 'Selecciona el enlace y cópialo a mano.',
      },
    },
    session: {
      checking: 'Comprobando tu sesión…',
      notSignedIn: 'No has iniciado sesión.',
      email: 'Correo electrónico',
      userId: 'ID de usuario',
      firstName: 'Nombre',
      notSet: 'Sin definir',
      signOut: 'Cerrar sesión',
      signedOutToast: { title: 'Sesión cerrada', description: '¡Hasta pronto!' },
    },
  } satisfies Translation<typeof authDemoMessages>,

  'auth.dashboard': {
    signedInAs: (email: string) => `Sesión iniciada como ${email}`,
    logout: 'Cerrar sesión',
    signedOutToast: { title: 'Sesión cerrada', description: '¡Nos vemos en el campo!' },
    shortcutsLabel: 'Accesos directos del panel',
    shortcuts: {
      alerts: { title: 'Mis alertas', description: 'Crea y administra tus alertas de tee time' },
      search: {
        title: 'Buscar tee times',
        description: 'Encuentra tee times libres en campos de Colorado',
      },
      achievements: { title: 'Logros', description: 'Tus puntos, rachas e insignias' },
      notifications: { title: 'Notificaciones', description: 'Elige cómo y cuándo te avisamos' },
    },
  } satisfies Translation<typeof dashboardMessages>,

  'auth.profile': {
    title: 'Perfil',
    name: 'Nombre',
    email: 'Correo electrónico',
    accountType: 'Tipo de cuenta',
    notSet: 'Sin definir',
    edit: 'Editar perfil',
    dialog: {
      title: 'Editar perfil',
      nameRequired: 'Ingresa tu nombre',
      updateFailed: 'No se pudo actualizar tu perfil. Inténtalo de nuevo.',
      updatedToast: { title: 'Perfil actualizado', description: 'Guardamos tu nombre.' },
      cancel: 'Cancelar',
      save: 'Guardar',
    },
  } satisfies Translation<typeof profileMessages>,

  'auth.activity': {
    title: 'Actividad reciente',
    loading: 'Cargando la actividad reciente',
    empty: 'Sin actividad reciente',
    listLabel: 'Actividad reciente',
  } satisfies Translation<typeof recentActivityMessages>,

  'auth.popupDone': {
    failedWith: (provider: string) => `No se pudo iniciar sesión con ${provider}`,
    cancelled: (provider: string) => `Se canceló el inicio de sesión con ${provider}.`,
    finishedTitle: 'Inicio de sesión terminado',
    continue: 'Continuar a TeeWatch',
    finishing: 'Terminando el inicio de sesión…',
    closesItself: 'Esta ventana se cierra sola.',
  } satisfies Translation<typeof popupDoneMessages>,

  'auth.socialPopup': {
    notAllowed: (provider: string) =>
      `El inicio de sesión con ${provider} se canceló o no se permitió.`,
    cancelledToast: {
      title: 'Inicio de sesión social cancelado',
      description: (provider: string) =>
        `Se canceló el inicio de sesión con ${provider}. Prueba otra opción más abajo.`,
    },
    failedToastTitle: 'Falló el inicio de sesión social',
    failedWith: (provider: string) => `No se pudo iniciar sesión con ${provider}`,
    blockedToast: {
      title: 'Error de inicio de sesión social',
      description:
        'Se bloqueó la ventana emergente. Permite las ventanas emergentes en este sitio.',
    },
    signedInToast: 'Sesión iniciada',
  } satisfies Translation<typeof socialPopupMessages>,

  'auth.recovery': {
    title: 'Recuperar el acceso',
    noProblems:
      'No hubo problemas para iniciar sesión en este navegador. Si ocurre alguno, aparecerá aquí con una forma de volver a entrar.',
    problemsLabel: 'Problemas recientes al iniciar sesión',
    problemDetail: (message: string, moment: string) => `${message} · ${moment}`,
    email: 'Correo electrónico',
    resetPassword: 'Restablecer contraseña por correo',
    magicLink: 'Iniciar sesión con enlace mágico',
    retryGoogle: 'Reintentar con Google',
    emailRequiredTitle: 'Falta el correo electrónico',
    emailRequiredForReset: 'Ingresa tu correo electrónico para restablecer la contraseña',
    emailRequiredForMagicLink:
      'Ingresa tu correo electrónico para iniciar sesión con enlace mágico',
    resetFailedToast: {
      title: 'No se pudo restablecer',
      description: 'No se pudo enviar el correo para restablecer la contraseña',
    },
    resetSentToast: {
      title: 'Revisa tu correo',
      description: (email: string) =>
        `Va en camino a ${email} un enlace para elegir una nueva contraseña.`,
    },
    magicLinkFailedToast: {
      title: 'Falló el enlace mágico',
      description: 'No se pudo enviar el enlace mágico',
    },
    magicLinkSentToast: {
      title: 'Enlace mágico enviado',
      description: (email: string) => `Abre el enlace que enviamos a ${email} para iniciar sesión.`,
    },
  } satisfies Translation<typeof authRecoveryMessages>,

  'auth.socialPanel': {
    signInTitle: 'Inicio de sesión social',
    issuesTitle: 'Problemas con el inicio de sesión social',
    statuses: {
      pending: 'En espera',
      success: 'Sesión iniciada',
      denied: 'Denegado',
      cancelled: 'Cancelado',
      error: 'Error',
    },
    statusesInSentence: {
      pending: 'en espera',
      success: 'sesión iniciada',
      denied: 'denegado',
      cancelled: 'cancelado',
      error: 'error',
    },
    issue: (provider: string, status: string, time: string) => `${provider}: ${status} · ${time}`,
    issueWithError: (provider: string, status: string, error: string, time: string) =>
      `${provider}: ${status}: ${error} · ${time}`,
    otherWaysTitle: 'Otras formas de entrar',
    otherWays: (emailLink: string, passwordLink: string) => `${emailLink} o ${passwordLink}.`,
    emailLink: 'Envíame un enlace para iniciar sesión',
    passwordLink: 'inicia sesión con contraseña',
    attemptsTitle: 'Intentos recientes',
    noAttempts: 'Todavía no hay inicios de sesión sociales desde este navegador.',
    retry: 'Reintentar',
    clear: 'Borrar historial',
    clearedToast: {
      title: 'Historial de inicio de sesión borrado',
      description: 'Se borraron los inicios de sesión sociales anteriores.',
    },
    tipsTitle: 'Solución de problemas',
    tips: [
      'Permite las ventanas emergentes en este sitio: el inicio de sesión se abre en una ventana pequeña.',
      'Termina en esa ventana; si la cierras antes, se cancela el inicio de sesión.',
      '¿Iniciaste sesión con la cuenta de Google equivocada? Cierra sesión ahí primero y vuelve a intentarlo.',
    ],
  } satisfies Translation<typeof socialLoginPanelMessages>,
};
