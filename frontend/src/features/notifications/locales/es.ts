import { plural, type Translation } from '../../../lib/i18n';
import type { browserPushMessages } from '../components/BrowserPushCard.messages';
import type { contactItemMessages } from '../components/ContactItem.messages';
import type { contactsSectionMessages } from '../components/ContactsSection.messages';
import type { gettingStartedMessages } from '../components/GettingStarted.messages';
import type { notificationActionsMessages } from '../components/NotificationActions.messages';
import type { notificationStatsMessages } from '../components/NotificationStats.messages';
import type { preferencesFormMessages } from '../components/PreferencesForm.messages';
import type { preferencesPanelMessages } from '../components/PreferencesPanel.messages';
import type { reachCardMessages } from '../components/ReachCard.messages';
import type { signedInMessages } from '../components/SignedInNotifications.messages';
import type { signedOutMessages } from '../components/SignedOutNotifications.messages';
import type { smartFeaturesMessages } from '../components/SmartFeatures.messages';
import type { notificationErrorMessages } from '../notifications.errors.messages';

export default {
  'notifications.features': {
    title: 'Funciones inteligentes',
    features: [
      {
        title: 'Revisión cada minuto',
        text: 'Cada campo y fecha que vigilan tus alertas se consulta al menos una vez por minuto; hoy y mañana, cada 30 segundos.',
      },
      {
        title: 'Aviso en segundos',
        text: 'Un tee time que coincide te llega a los pocos segundos de la revisión que lo encuentra.',
      },
      {
        title: 'Push, correo y SMS',
        text: 'Elige los canales por los que quieres enterarte; el correo y los SMS solo van a contactos que hayas verificado.',
      },
      {
        title: 'Nunca dos veces',
        text: 'Un solo mensaje por tee time y canal, por muchas veces que lo veamos.',
      },
      {
        title: 'Horas de silencio',
        text: 'De noche no llega nada: lo que se abra a esas horas espera a que terminen tus horas de silencio.',
      },
      {
        title: 'Resúmenes',
        text: '¿Prefieres menos mensajes? Recibe en su lugar un resumen cada hora o cada día.',
      },
    ],
  } satisfies Translation<typeof smartFeaturesMessages>,

  'notifications.gettingStarted': {
    title: 'Primeros pasos',
    steps: [
      {
        title: 'Crea una alerta',
        text: 'Di dónde, cuándo y cuántos juegan. Tu alerta empieza a vigilar los horarios de salida al instante.',
      },
      {
        title: 'Elige cómo te avisamos',
        text: 'Activa las notificaciones push en este navegador, y agrega y verifica un correo electrónico o un número de teléfono.',
      },
      {
        title: 'Reserva antes que nadie',
        text: 'Cuando se abra un tee time que coincida, sigue el enlace y resérvalo con el campo.',
      },
    ],
    createFirstAlert: 'Crea tu primera alerta',
  } satisfies Translation<typeof gettingStartedMessages>,

  'notifications.browserPush': {
    title: 'Este navegador',
  } satisfies Translation<typeof browserPushMessages>,

  'notifications.signedOut': {
    title: 'Notificaciones inteligentes',
    intro:
      'Inicia sesión para elegir cómo te avisa TeeWatch: push, correo o SMS, al momento o en un resumen, nunca durante tus horas de silencio. Mira tus alertas en acción con estadísticas de seguimiento en vivo.',
    free: 'TeeWatch es gratis: sin suscripción, sin cargos por reserva, sin tarjeta de crédito.',
    createAccount: 'Empieza ya - Crea tu cuenta',
    signIn: 'Iniciar sesión',
    home: 'Inicio',
    browserPush:
      'No necesitas cuenta: las alertas que crees en este navegador pueden avisarte aquí por push.',
  } satisfies Translation<typeof signedOutMessages>,

  'notifications.signedIn': {
    title: 'Notificaciones inteligentes',
    signedInAs: (name: string) => `Sesión iniciada como ${name}`,
    dashboard: 'Panel',
    logout: 'Cerrar sesión',
    logoutFailedTitle: 'Error',
    logoutFailed: 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
    signedOut: 'Sesión cerrada',
    browserPush:
      'Las alertas de tee times llegan a todos los navegadores donde actives las notificaciones push.',
  } satisfies Translation<typeof signedInMessages>,

  'notifications.stats': {
    loading: 'Cargando tus estadísticas de notificaciones',
    loadFailed: (reason: string) =>
      `No se pudieron cargar tus estadísticas de notificaciones. ${reason}`,
    retry: 'Reintentar',
    monitoring: 'Seguimiento',
    active: 'Activo',
    idle: 'Inactivo',
    monitoringActive: 'Tus campos se revisan cada minuto.',
    monitoringIdle: 'Crea una alerta para empezar el seguimiento.',
    activeAlerts: 'Alertas activas',
    activeAlertsText: 'Alertas que vigilan horarios de salida ahora mismo.',
    sent: 'Notificaciones enviadas',
    sentText: 'Mensajes push, de correo y SMS hasta ahora.',
  } satisfies Translation<typeof notificationStatsMessages>,

  'notifications.actions': {
    checkNow: 'Revisar ahora',
    testAlert: 'Alerta de prueba',
    settings: 'Configuración',
    createAlert: 'Crear alerta',
    waitTitle: 'Espera un momento',
    errorTitle: 'Error',
    checkFailed: (reason: string) => `No se pudo iniciar la revisión de disponibilidad. ${reason}`,
    checkTriggered: 'Revisión iniciada',
    nothingToCheck:
      'Ninguna de tus alertas está vigilando un campo ahora mismo. Crea una alerta para empezar.',
    checking: (courseDates: number) =>
      plural(courseDates, {
        one: 'Revisando # combinación de campo y fecha. Un tee time que coincida te llegará en segundos.',
        other:
          'Revisando # combinaciones de campo y fecha. Un tee time que coincida te llegará en segundos.',
      }),
  } satisfies Translation<typeof notificationActionsMessages>,

  'notifications.errors': {
    checkedRecently: (seconds: number) =>
      plural(seconds, {
        one: 'Acabas de revisar. Vuelve a intentarlo en # segundo.',
        other: 'Acabas de revisar. Vuelve a intentarlo en # segundos.',
      }),
    wrongCode: 'Código incorrecto o vencido',
    contactNotFound: 'Ese contacto no existe.',
    optedOut:
      'Este número respondió STOP a TeeWatch. Envía START por SMS para volver a suscribirte y luego inténtalo de nuevo.',
    textLimit: 'Llegaste al límite de mensajes de texto de hoy. Inténtalo de nuevo mañana.',
    notSent: {
      email: 'No se pudo enviar el correo en este momento. Inténtalo de nuevo.',
      phone: 'No se pudo enviar el mensaje de texto en este momento. Inténtalo de nuevo.',
    },
  } satisfies Translation<typeof notificationErrorMessages>,

  'notifications.preferencesPanel': {
    title: 'Configuración de notificaciones',
    loading: 'Cargando tu configuración de notificaciones',
    loadFailed: (reason: string) =>
      `No se pudo cargar tu configuración de notificaciones. ${reason}`,
    retry: 'Reintentar',
  } satisfies Translation<typeof preferencesPanelMessages>,

  'notifications.preferencesForm': {
    errorTitle: 'Error',
    saveFailed: (reason: string) =>
      `No se pudieron guardar tus preferencias de notificación. ${reason}`,
    saved: 'Configuración guardada',
    channels: 'Canales',
    email: {
      label: 'Correo electrónico',
      verified: 'A tus correos verificados.',
      missing: 'Aún no tienes ningún correo verificado: agrega uno abajo.',
    },
    sms: {
      label: 'SMS',
      verified: 'A tus números de teléfono verificados.',
      missing: 'Aún no tienes ningún número de teléfono verificado: agrega uno abajo.',
    },
    push: {
      label: 'Push',
      subscribed: 'A este navegador y a tus otros navegadores con push activado.',
      elsewhere: 'A tus navegadores con push activado.',
    },
    frequency: 'Frecuencia',
    frequencies: {
      immediate: {
        label: 'Inmediata',
        text: 'En cuanto se abre un tee time (como máximo un mensaje cada 10 minutos por alerta).',
      },
      hourly: { label: 'Cada hora', text: 'Un resumen por hora de lo que se abrió.' },
      daily: { label: 'Diaria', text: 'Un resumen al día de lo que se abrió.' },
    },
    quietHours: 'Horas de silencio',
    holdDuringQuietHours: 'Retener las notificaciones durante las horas de silencio',
    quietHoursStart: 'Inicio de las horas de silencio',
    quietHoursEnd: 'Fin de las horas de silencio',
    quietHoursHelp:
      'Hora de Colorado. Lo que se abra durante las horas de silencio te llegará cuando terminen.',
    save: 'Guardar configuración',
  } satisfies Translation<typeof preferencesFormMessages>,

  'notifications.contacts': {
    title: 'Contactos de correo y SMS',
    intro:
      'Las alertas por correo y SMS solo van a contactos verificados. Para verificar una dirección te enviamos un enlace por correo, y para verificar un número de teléfono, un código de 6 dígitos por SMS.',
    loading: 'Cargando tus contactos',
    loadFailed: (reason: string) => `No se pudieron cargar tus contactos. ${reason}`,
    retry: 'Reintentar',
    empty: 'Aún no tienes correos ni números de teléfono.',
    list: 'Tus contactos',
    form: 'Agregar un contacto',
    kind: 'Tipo de contacto',
    email: {
      choice: 'Correo',
      label: 'Correo electrónico',
      placeholder: 'tu@example.com',
      add: 'Agregar correo',
      missing: 'Escribe un correo electrónico',
      invalid: 'Escribe un correo electrónico válido',
    },
    phone: {
      choice: 'Teléfono',
      label: 'Número de teléfono',
      placeholder: '+1 303 555 0100',
      add: 'Agregar teléfono',
      missing: 'Escribe un número de teléfono',
      invalid: 'Escribe un número de teléfono con su código de país, como +1 303 555 0100',
    },
    linkSent: 'Enlace de verificación enviado',
    linkSentText: (address: string) =>
      `Abre el enlace que enviamos a ${address} para empezar a recibir alertas ahí.`,
    codeSent: 'Código de verificación enviado',
    codeSentText: (number: string) =>
      `Escribe el código de 6 dígitos que enviamos por SMS al ${number}.`,
  } satisfies Translation<typeof contactsSectionMessages>,

  'notifications.contactItem': {
    verified: 'Verificado',
    unverified: 'Sin verificar',
    remove: (contact: string) => `Quitar ${contact}`,
    removeFailed: 'No se pudo quitar el contacto',
    emailPending:
      'Enviamos un enlace de verificación a esta dirección. Ábrelo para empezar a recibir alertas ahí.',
    code: 'Código de 6 dígitos',
    codeHelp: 'Te lo enviamos por SMS a este número.',
    enterCode: 'Escribe el código de 6 dígitos',
    verify: 'Verificar',
    phoneVerified: 'Número de teléfono verificado',
    phoneVerifiedText: (number: string) => `Ya pueden llegarte alertas por SMS al ${number}.`,
  } satisfies Translation<typeof contactItemMessages>,

  'notifications.reach': {
    loading: 'Cargando cómo te avisaremos',
    title: 'Cómo te enterarás de las coincidencias',
    nobody: 'Todavía no hay forma de avisarte de una coincidencia. Activa push o agrega un correo.',
    channels: 'Canales de notificación',
    reaches: 'Te llega',
    off: 'Desactivado',
    offInPreferences: 'Desactivado en tus preferencias de notificación',
    change: 'Cambiar',
    push: {
      name: 'Push en este navegador',
      unsupported: 'Este navegador no puede recibir notificaciones push',
      notAllowed: 'Aún no está permitido en este navegador',
      on: 'Activado',
      turnOn: 'Activar',
    },
    email: {
      name: 'Correo electrónico',
      missing: 'Sin dirección verificada',
      add: 'Agregar un correo',
    },
    sms: {
      name: 'Mensaje de texto',
      missing: 'Sin teléfono verificado',
      add: 'Agregar un teléfono',
    },
  } satisfies Translation<typeof reachCardMessages>,
};
