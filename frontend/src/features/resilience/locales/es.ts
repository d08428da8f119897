import { formatCount } from '../../../lib/format';
import { plural, type Translation } from '../../../lib/i18n';
import type { callErrorMessages } from '../api/call-error.messages';
import type { emailStatusMessages } from '../components/EmailStatusPanel.messages';
import type { errorHandlingMessages } from '../components/ErrorHandlingPage.messages';
import type { formDemoMessages } from '../components/FormDemo.messages';
import type { networkMessages } from '../components/NetworkPanel.messages';
import type { quickSearchMessages } from '../components/QuickSearchCard.messages';
import type { formRulesMessages } from '../form-demo.rules.messages';

export default {
  'resilience.page': {
    back: 'Volver al inicio',
    title: 'Gestión de errores y recuperación',
    productionReady: 'Listo para producción',
    systems: (count: number) => plural(count, { one: '# sistema', other: '# sistemas' }),
    intro:
      'Cómo TeeWatch sigue funcionando con la conexión de la montaña: qué sabe de la red y qué te guarda hasta que vuelve la conexión.',
    tabsLabel: 'Sistemas',
    tabs: {
      network: 'Red',
      auth: 'Acceso',
      email: 'Correo',
      forms: 'Formularios',
      social: 'Redes sociales',
    },
    glance: 'Los sistemas de un vistazo',
    online: 'En línea',
    offline: 'Sin conexión',
    waiting: (count: number) =>
      plural(count, {
        zero: 'nada pendiente',
        one: '# pendiente de envío',
        other: '# pendientes de envío',
      }),
    authStatus: 'Vuelve a entrar por correo, enlace mágico o Google',
    noEmails: 'Aún no hay correos',
    emailStatus: (onTheirWay: number, total: number) =>
      plural(onTheirWay, {
        one: `# de ${formatCount(total)} en camino o entregado`,
        other: `# de ${formatCount(total)} en camino o entregados`,
      }),
    formsStatus: 'Se revisa mientras escribes y se envía una sola vez',
    socialStatus: 'Google, Facebook y GitHub',
  } satisfies Translation<typeof errorHandlingMessages>,

  'resilience.network': {
    connection: 'Conexión',
    online: 'En línea',
    offline: 'Sin conexión',
    quality: (quality: string) => `Calidad de la conexión: ${quality}`,
    qualities: {
      excellent: 'Excelente',
      good: 'Buena',
      poor: 'Débil',
      offline: 'Sin conexión',
    },
    networkType: (type: string, megabits: string) => `Tipo de red ${type}, unos ${megabits} Mb/s.`,
    unknownType: 'desconocido',
    noNetworkType: 'Este navegador no indica su tipo de red.',
    checked: (at: string) => `Comprobado a las ${at}; se vuelve a comprobar cada 30 segundos.`,
    queueTitle: 'Pendiente de envío',
    queueEmpty:
      'No hay nada pendiente. Lo que envíes sin conexión se guarda aquí y sale, en orden, cuando vuelve la conexión.',
    actions: {
      'form-submit': 'Envío de formulario',
      search: 'Búsqueda de tee times',
      booking: 'Solicitud de reserva',
    },
    kept: (at: string) => `Guardado a las ${at}`,
    keptAndTried: (at: string, tries: number, lastError: string) =>
      `Guardado a las ${at} · ${plural(tries, { one: '# intento', other: '# intentos' })}, el último: ${lastError}`,
    networkError: 'Error de red',
    offlineNote: 'Se envían solos cuando vuelvas a estar en línea.',
    sending: 'Enviando…',
    sendNow: 'Enviar ahora',
  } satisfies Translation<typeof networkMessages>,

  'resilience.quickSearch': {
    title: 'Buscar tee times libres',
    near: 'Cerca de',
    date: 'Fecha',
    players: 'Jugadores',
    search: 'Buscar',
    searchFailed: 'La búsqueda falló',
    noneNear: (area: string, day: string) => `No hay tee times libres cerca de ${area} el ${day}.`,
    found: (count: number, day: string) =>
      plural(count, { one: `# tee time libre el ${day}`, other: `# tee times libres el ${day}` }),
    details: (price: string, spots: number, miles: string) =>
      `${price} por jugador · ${plural(spots, { one: '# plaza', other: '# plazas' })} · ${miles} millas`,
  } satisfies Translation<typeof quickSearchMessages>,

  'resilience.email': {
    recentTitle: 'Correos recientes',
    loadFailed: 'No se pudieron cargar tus correos.',
    none: 'TeeWatch aún no te ha enviado ningún correo.',
    sentTo: (address: string, when: string) => `Para ${address} · ${when}`,
    delayNote:
      'Un correo puede tardar hasta 15 minutos en llegar. Si alguno no te ha llegado, revisa la carpeta de spam.',
    notDelivered: 'No entregados',
    statuses: {
      pending: 'Pendiente',
      sent: 'Enviado',
      delivered: 'Entregado',
      failed: 'Fallido',
      bounced: 'Rebotado',
    },
    failedTo: (address: string, status: string) => `Para ${address} · ${status}`,
    failedToBecause: (address: string, status: string, detail: string) =>
      `Para ${address} · ${status}: ${detail}`,
    resend: 'Reenviar',
    alternativeAddress: 'Otra dirección',
    sendToAlternative: 'Enviar a otra dirección',
    alternativeRequired: 'Escribe otra dirección de correo.',
    resendFailed: { title: 'No se pudo reenviar', description: 'No se pudo reenviar el correo' },
    sentAgain: {
      title: 'Correo reenviado',
      description: (subject: string, address: string) => `“${subject}” va camino de ${address}.`,
    },
    sendFailed: {
      title: 'No se pudo enviar',
      description: 'No se pudo enviar a la otra dirección',
    },
    sent: {
      title: 'Correo enviado',
      description: (subject: string, address: string) => `“${subject}” va camino de ${address}.`,
    },
  } satisfies Translation<typeof emailStatusMessages>,

  'resilience.formDemo': {
    title: 'Validación de formularios',
    errors: (count: number) => plural(count, { one: '# error', other: '# errores' }),
    warnings: (count: number) => plural(count, { one: '# aviso', other: '# avisos' }),
    issues: 'Problemas',
    fields: {
      email: 'Correo electrónico',
      password: 'Contraseña',
      phone: 'Teléfono',
      players: 'Jugadores',
      preferredDate: 'Fecha preferida',
    },
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    submit: 'Enviar',
    clear: 'Borrar',
    tipsTitle: 'Consejos',
    tips: [
      'Los errores aparecen mientras escribes; un aviso no te impide enviar.',
      'El número de teléfono se pone solo en el formato (555) 123-4567.',
      '¿Sin conexión? El formulario se guarda y se envía una sola vez, en orden, cuando vuelvas a estar en línea.',
    ],
    validationErrors: {
      title: 'Errores de validación',
      description: (count: number) =>
        plural(count, {
          one: 'Corrige # error antes de enviar.',
          other: 'Corrige # errores antes de enviar.',
        }),
    },
    formValid: { title: 'Formulario válido', description: 'Tus datos se revisaron y se enviaron.' },
    submitFailed: 'No se pudo enviar',
    formCleared: {
      title: 'Formulario borrado',
      description: 'Todos los campos vuelven a estar vacíos.',
    },
  } satisfies Translation<typeof formDemoMessages>,

  'resilience.formRules': {
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Escribe un correo electrónico válido',
    passwordRequired: 'La contraseña es obligatoria',
    passwordTooShort: 'La contraseña debe tener al menos 8 caracteres',
    passwordTooLong: 'La contraseña no puede tener más de 128 caracteres',
    passwordWeak: 'La contraseña debe tener mayúsculas, minúsculas y algún número',
    phoneFormat: 'El teléfono debe tener el formato (555) 123-4567',
    playersRequired: 'El número de jugadores es obligatorio',
    playersRange: 'Tienen que ser entre 1 y 4 jugadores',
    dateInvalid: 'Debe ser una fecha real, como 2026-06-20',
    placeholderAddress: (host: string) => `Usa una dirección de correo real (no ${host})`,
  } satisfies Translation<typeof formRulesMessages>,

  'resilience.callErrors': {
    byCode: {
      SERVICE_UNAVAILABLE:
        'TeeWatch no está disponible por un momento. Vuelve a intentarlo en unos segundos.',
      INTERNAL_ERROR: 'Algo falló por nuestra parte. Vuelve a intentarlo.',
      IDEMPOTENCY_KEY_IN_USE:
        'Todavía se está respondiendo a una solicitud con esta Idempotency-Key. Vuelve a intentarlo en un momento.',
      IDEMPOTENCY_KEY_REUSED: 'Esta Idempotency-Key ya se usó para otra solicitud.',
    },
    timeout: 'El servidor tardó demasiado en responder. Vuelve a intentarlo.',
  } satisfies Translation<typeof callErrorMessages>,
};
