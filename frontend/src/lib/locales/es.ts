import { plural, type Translation } from '../i18n';
import type { announcementMessages } from '../accessibility/announcements.messages';
import type { apiErrorMessages } from '../api-error.messages';
import type { areaMessages } from '../areas.messages';
import type { networkMessages } from '../network/network.messages';
import type { pushMessages } from '../push/push.messages';
// sayServerError carries the server's English texts it recognises: they load with a language
// other than English, never with the first page.
import { sayServerError } from '../server-errors';
import type { serverErrorMessages } from '../server-errors.messages';
import type { sessionMessages } from '../session.messages';

export default {
  'lib.apiError': {
    unexpected: 'Algo salió mal. Inténtalo de nuevo.',
    network: 'Error de red. Revisa tu conexión e inténtalo de nuevo.',
    timeout: 'El servidor tardó demasiado en responder. Inténtalo de nuevo.',
    unreadableAnswer:
      'El servidor envió una respuesta que esta página no puede leer. Recarga la página e inténtalo de nuevo.',
    requestFailed: 'La solicitud falló',
    statuses: {
      400: 'Solicitud incorrecta',
      401: 'No autorizado',
      403: 'Acceso denegado',
      404: 'No encontrado',
      409: 'Conflicto',
      422: 'Contenido no procesable',
      429: 'Demasiadas solicitudes',
      500: 'Error interno del servidor',
      502: 'Puerta de enlace incorrecta',
      503: 'Servicio no disponible',
      504: 'Se agotó el tiempo de espera de la puerta de enlace',
    },
    serverMessage: sayServerError,
  } satisfies Translation<typeof apiErrorMessages>,
  'lib.serverErrors': {
    byCode: {
      ACCESS_REQUIRED:
        'Necesitas un código de acceso. Ingresa tu código de la beta privada para continuar.',
      ACCESS_CODE_UNKNOWN: 'Ese código de acceso no es válido. Revísalo e inténtalo de nuevo.',
      ACCESS_CODE_EXPIRED: 'Ese código de acceso ya venció. Pide uno nuevo.',
      ACCESS_CODE_USED_UP: 'Ese código de acceso ya se usó el número máximo de veces.',
      ALERT_NOT_FOUND: 'Esa alerta no existe.',
      NO_REACHABLE_CHANNEL: {
        noneAccepted:
          'No se pudo enviar la notificación de prueba: ningún canal la aceptó. Inténtalo de nuevo.',
        noneSet:
          'No se pudo enviar la notificación de prueba: primero activa las notificaciones push en este navegador o agrega un correo o teléfono verificado.',
      },
      PUSH_SUBSCRIPTION_TAKEN:
        'Esta suscripción push pertenece a otro navegador. Desactiva las notificaciones y vuelve a activarlas.',
      RATE_LIMITED: {
        signIn:
          'Demasiados intentos de inicio de sesión. Espera unos minutos e inténtalo de nuevo.',
        emails: 'Pediste demasiados correos. Espera unos minutos e inténtalo de nuevo.',
      },
      CONTACT_NOT_FOUND: 'Ese contacto no existe.',
      CONTACT_NOT_VERIFIED: {
        optedOut:
          'Este número respondió STOP a TeeWatch. Envíale START para volver a recibir mensajes y luego inténtalo de nuevo.',
      },
      VERIFICATION_FAILED: 'Ese código es incorrecto o ya venció. Pide uno nuevo.',
      EMAIL_NOT_FOUND: 'No te enviamos ningún correo así.',
      LINK_NOT_RESENDABLE:
        'Ese correo tenía un enlace de un solo uso, que nunca se envía dos veces. Pide uno nuevo.',
      SMS_DAILY_CAP_REACHED:
        'Llegaste al límite de mensajes de texto de hoy. Inténtalo de nuevo mañana.',
      PROVIDER_UNAVAILABLE: {
        email: 'No pudimos enviar el correo en este momento. Inténtalo de nuevo.',
        textMessage: 'No pudimos enviar el mensaje de texto en este momento. Inténtalo de nuevo.',
        course:
          'No pudimos conectar con el sistema de reservas del campo. Inténtalo de nuevo en un minuto.',
      },
      UNAUTHENTICATED: {
        signInRequired: 'Inicia sesión para continuar.',
        sessionEnded: 'Tu sesión expiró. Vuelve a iniciar sesión.',
      },
      TOKEN_EXPIRED: 'El token de tu sesión expiró. Renuévalo e inténtalo de nuevo.',
      INVALID_TOKEN: {
        sessionEnded: 'Tu sesión expiró. Vuelve a iniciar sesión.',
        confirmationLink:
          'Este enlace de confirmación no es válido o ya expiró. Inicia sesión para recibir uno nuevo.',
        resetLink:
          'Este enlace para restablecer la contraseña no es válido o ya expiró. Pide uno nuevo.',
      },
      INVALID_CREDENTIALS: 'Correo o contraseña incorrectos',
      EMAIL_NOT_VERIFIED:
        'Confirma tu correo electrónico antes de iniciar sesión. Te enviamos un nuevo enlace de confirmación.',
      MAGIC_LINK_EXPIRED: 'Tu enlace mágico expiró por seguridad. Pide uno nuevo.',
      PROVIDER_DISABLED:
        'El inicio de sesión no está disponible por el momento. Inténtalo de nuevo.',
      NOT_FOUND: {
        signInProvider: 'Ese método de inicio de sesión no existe.',
        signInRequest:
          'No encontramos esta solicitud de inicio de sesión. Pide un nuevo enlace mágico.',
        golfer: 'Ningún golfista de TeeWatch tiene ese identificador.',
        friendRequest: 'Ese golfista no te envió ninguna solicitud de amistad.',
        friend: 'No tienes amistad ni solicitud pendiente con ese golfista.',
        demoOnly: 'Esta acción solo existe en el modo de demostración.',
        achievements: 'No hay logros de ese golfista.',
        automaticBooking: 'Esa reserva automática no existe.',
        recommendationGone:
          'Este tee time ya no está disponible. Actualiza el análisis y pon otro en la cola.',
        recommendation: 'Esa recomendación no existe. Actualiza el análisis.',
        town: 'TeeWatch no conoce ningún pueblo de Colorado cerca de ahí.',
        teeTimeGone: 'Este tee time ya no está disponible. Elige otro.',
        booking: 'Esa reserva no existe.',
        group: 'Ese grupo no existe.',
        groupTeeTime: 'Ese tee time no existe para esta alerta de grupo.',
      },
      GROUP_ALREADY_BOOKED: {
        anotherMemberBooked: 'Otro miembro reservó un tee time para el grupo.',
        anotherMemberBooking: 'Otro miembro está reservando un tee time para el grupo.',
      },
      BOOKING_STILL_LISTED:
        'El campo todavía tiene registrada esta reserva. Cancélala en la página de reservas del campo y luego inténtalo de nuevo.',
      FRIEND_INVITATION_LIMIT:
        'Tienes 5 invitaciones sin usar. Comparte una o espera a que alguna venza.',
      VALIDATION_FAILED: {
        contactsFull: 'Ya agregaste el máximo de contactos permitido. Elimina uno primero.',
      },
      INTERNAL_ERROR: 'Algo salió mal de nuestro lado. Inténtalo de nuevo.',
      SERVICE_UNAVAILABLE:
        'TeeWatch no está disponible por un momento. Inténtalo de nuevo en unos segundos.',
    },
    withValues: {
      accessCodeAttempts: (minutes: number) =>
        `Demasiados intentos con códigos de acceso. Inténtalo de nuevo en ${plural(minutes, { one: '# minuto', other: '# minutos' })}.`,
      checkedRecently: (seconds: number) =>
        `Acabas de revisar la disponibilidad. Inténtalo de nuevo en ${plural(seconds, { one: '# segundo', other: '# segundos' })}.`,
      accountLocked: (minutes: number) =>
        `Demasiados intentos fallidos. Tu cuenta está bloqueada durante ${plural(minutes, { one: '# minuto', other: '# minutos' })}. Restablece tu contraseña para iniciar sesión ya.`,
      alertLimit: (max: number) =>
        `Ya tienes ${plural(max, { one: '# alerta activa', other: '# alertas activas' })}, el máximo a la vez. Pausa o elimina una primero.`,
      automaticBookingExists: (date: string) =>
        `Ya tienes una reserva automática para el ${date}. Páusala o cancélala primero.`,
      confirmationSent: (email: string) =>
        `Enviamos un enlace de confirmación a ${email}. Confírmalo y vuelve a enviar.`,
      groupBooked: (golfer: string) => `${golfer} reservó un tee time para el grupo.`,
      groupBooking: (golfer: string) => `${golfer} está reservando un tee time para el grupo.`,
    },
  } satisfies Translation<typeof serverErrorMessages>,
  'lib.session': {
    expired: 'Tu sesión expiró. Vuelve a iniciar sesión.',
  } satisfies Translation<typeof sessionMessages>,
  'lib.accessibility.announcements': {
    highContrast: {
      on: 'Modo de alto contraste activado',
      off: 'Modo de alto contraste desactivado',
    },
    largeText: { on: 'Texto grande activado', off: 'Texto grande desactivado' },
    colorBlindFriendly: {
      on: 'Modo para daltónicos activado',
      off: 'Modo para daltónicos desactivado',
    },
    reducedMotion: {
      on: 'Reducción de movimiento activada',
      off: 'Reducción de movimiento desactivada',
    },
    keyboardNavigation: {
      on: 'Navegación con teclado activada',
      off: 'Navegación con teclado desactivada',
    },
    screenReader: {
      on: 'Compatibilidad con lector de pantalla activada',
      off: 'Compatibilidad con lector de pantalla desactivada',
    },
    fontSize: {
      small: 'Tamaño de letra cambiado a pequeño',
      medium: 'Tamaño de letra cambiado a mediano',
      large: 'Tamaño de letra cambiado a grande',
      'extra-large': 'Tamaño de letra cambiado a extragrande',
    },
    theme: {
      light: 'Tema cambiado a claro',
      dark: 'Tema cambiado a oscuro',
      auto: 'Tema cambiado a automático',
    },
    language: (language: string) => `Idioma cambiado a ${language}`,
  } satisfies Translation<typeof announcementMessages>,
  'lib.network': {
    offline: {
      title: 'Sin conexión',
      description: 'Lo que envíes ahora se guarda y sale en cuanto vuelva la conexión.',
    },
    online: { title: 'De nuevo en línea', description: 'Enviando lo que estaba pendiente.' },
    kept: {
      title: 'Guardado para después',
      description: 'No tienes conexión. Se enviará en cuanto vuelva la conexión.',
    },
  } satisfies Translation<typeof networkMessages>,
  'lib.push': {
    notSupported: {
      title: 'No compatible',
      description: 'Este navegador no admite notificaciones push',
    },
    blocked: {
      title: 'Notificaciones desactivadas',
      description: 'Notificaciones bloqueadas: actívalas en la configuración del navegador',
    },
    permissionDenied: {
      title: 'Permiso denegado',
      description: 'Las notificaciones push necesitan el permiso del navegador',
    },
    permissionError: {
      title: 'Error de permiso',
      description: 'No se pudieron activar las notificaciones push',
    },
    enabled: {
      title: 'Notificaciones push activadas',
      description: 'Este navegador te avisará en cuanto se abra un tee time que te sirva.',
    },
    disabled: {
      title: 'Notificaciones push desactivadas',
      description: 'Este navegador ya no recibirá alertas de tee times.',
    },
    subscriptionFailed: {
      title: 'No se pudo suscribir',
      description: (reason: string) => `No se pudieron activar las notificaciones push. ${reason}`,
    },
    serverPushOff: 'Las notificaciones push están desactivadas en este servidor.',
    browserRefused: 'El navegador lo rechazó.',
    unsubscribeFailed: 'No se pudo cancelar la suscripción',
    testFailed: 'La prueba falló',
    testError: {
      title: 'Error',
      description: (reason: string) => `No se pudo enviar la notificación de prueba. ${reason}`,
    },
    testSent: {
      title: 'Notificación de prueba enviada',
      description: (reached: string) => `Una notificación de TeeWatch va en camino a ${reached}.`,
      browsers: (count: number) =>
        plural(count, { one: 'tu navegador', other: '# de tus navegadores' }),
      emails: (count: number) =>
        plural(count, {
          one: 'tu correo electrónico',
          other: '# de tus correos electrónicos',
        }),
      phones: (count: number) => plural(count, { one: 'tu teléfono', other: '# de tus teléfonos' }),
      nobodyNamed: 'ti',
      list: (parts: readonly string[]) =>
        new Intl.ListFormat('es', { type: 'conjunction' }).format(parts),
    },
  } satisfies Translation<typeof pushMessages>,

  'lib.areas': {
    denver: 'Área metropolitana de Denver',
    boulder: 'Boulder',
    'colorado-springs': 'Colorado Springs',
    vail: 'Valle de Vail',
    aspen: 'Aspen',
    'fort-collins': 'Fort Collins',
  } satisfies Translation<typeof areaMessages>,
};
