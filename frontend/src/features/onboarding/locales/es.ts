import { plural, type Translation } from '../../../lib/i18n';
import type { locationStepMessages } from '../components/LocationStep.messages';
import type { notificationsStepMessages } from '../components/NotificationsStep.messages';
import type { onboardingWizardMessages } from '../components/OnboardingWizard.messages';
import type { preferencesStepMessages } from '../components/PreferencesStep.messages';
import type { setUpNudgeMessages } from '../components/SetUpNudgeCard.messages';
import type { welcomeStepMessages } from '../components/WelcomeStep.messages';

export default {
  'onboarding.wizard': {
    title: 'Configura TeeWatch',
    intro: 'Un minuto ahora, y cada alerta parte de tus propias preferencias.',
    signIn: 'Inicia sesión',
    afterSignIn:
      ' para guardar estas opciones en tu cuenta; sin una, TeeWatch no puede guardarlas.',
    steps: {
      welcome: { title: 'Te damos la bienvenida a TeeWatch', short: 'Bienvenida' },
      location: { title: 'Encuentra campos cerca de ti', short: 'Ubicación' },
      preferences: { title: 'Define tus preferencias', short: 'Preferencias' },
      notifications: { title: 'Activa las notificaciones', short: 'Notificaciones' },
    },
    stepOf: (step: number, total: number) => `Paso ${step} de ${total}`,
    progress: 'Progreso de la configuración',
    progressValue: (step: number, total: number, title: string) =>
      `Paso ${step} de ${total}: ${title}`,
    back: 'Atrás',
    skip: 'Omitir por ahora',
    next: 'Siguiente',
    complete: 'Terminar configuración',
    errorTitle: 'Error',
    failed: 'No se pudo continuar. Inténtalo de nuevo.',
    welcomeTitle: '¡Te damos la bienvenida a TeeWatch!',
    allSet: 'Todo listo.',
    pointsEarned: (points: number) =>
      plural(points, { one: 'Ganaste # punto.', other: 'Ganaste # puntos.' }),
    confirmContacts: (contacts: string) => `Confirma ${contacts} desde el mensaje que te enviamos.`,
    allSetSignedOut:
      'Todo listo. Inicia sesión cuando quieras para guardar tus opciones en una cuenta.',
  } satisfies Translation<typeof onboardingWizardMessages>,

  'onboarding.welcome': {
    intro:
      'TeeWatch vigila los horarios de salida de los campos de Colorado y te avisa en cuanto se abre el tee time que buscas. Tres preguntas rápidas y listo; puedes cambiar cada respuesta más adelante.',
    location: 'Desde dónde juegas, para vigilar los campos cerca de ti',
    preferences:
      'Tus horarios, presupuesto y tamaño de grupo, como punto de partida de tus alertas',
    notifications: 'Cómo y cuándo te avisamos de que se abrió un tee time',
  } satisfies Translation<typeof welcomeStepMessages>,

  'onboarding.location': {
    intro:
      'Comparte tu ubicación y TeeWatch buscará primero los campos a tu alrededor. Solo se usa para medir distancias a los campos; omite este paso si prefieres elegir una zona por tu cuenta.',
    unsupportedTitle: 'Geolocalización no disponible',
    unsupported: 'Tu navegador no admite servicios de ubicación.',
    allow: 'Permitir acceso a la ubicación',
    finding: 'Buscando tu ubicación…',
    foundTitle: 'Ubicación encontrada',
    found: (place: string) => `Cerca de ${place}. Te mostraremos primero los campos más cercanos.`,
    failedTitle: 'No se pudo acceder a la ubicación',
    deniedTitle: 'No pudimos obtener tu ubicación',
    denied: (reason: string) =>
      `${reason}. Permite la ubicación para este sitio en la configuración de tu navegador y vuelve a intentarlo, u omite este paso.`,
    failures: {
      denied: 'Permiso de ubicación denegado',
      unavailable: 'Información de ubicación no disponible',
      timedOut: 'Se agotó el tiempo de espera de la ubicación',
    },
    tryAgain: 'Intentar de nuevo',
  } satisfies Translation<typeof locationStepMessages>,

  'onboarding.preferences': {
    preferredTimes: 'Horarios preferidos',
    timeSlots: {
      early: 'Temprano, 6-9 a.m.',
      morning: 'Mañana, 9 a.m.-12 p.m.',
      afternoon: 'Tarde, 12-4 p.m.',
      evening: 'Última hora, 4-7 p.m.',
    },
    maxDistance: 'Distancia máxima:',
    miles: (miles: number) => plural(miles, { one: '# milla', other: '# millas' }),
    budget: 'Presupuesto por jugador:',
    players: 'Jugadores',
    bookAhead: 'Reservar con antelación',
    daysAhead: (days: number) =>
      plural(days, { one: '# día de antelación', other: '# días de antelación' }),
    difficulty: 'Dificultad del campo',
    difficulties: {
      beginner: 'Principiante',
      intermediate: 'Intermedio',
      advanced: 'Avanzado',
    },
    weekdaysOnly: 'Solo entre semana',
    weekendsOnly: 'Solo fines de semana',
    favoriteCourse: 'Campo favorito (opcional)',
    valid: 'Preferencias configuradas correctamente.',
    timeRequired: 'Selecciona al menos un horario preferido para continuar.',
  } satisfies Translation<typeof preferencesStepMessages>,

  'onboarding.notifications': {
    push: 'Notificaciones push en este dispositivo',
    pushUnsupported: 'Este navegador no admite notificaciones push',
    email: 'Notificaciones por correo',
    emailAddress: 'Correo electrónico',
    emailHelp: 'Una dirección nueva recibe un enlace para confirmarla antes de cualquier alerta.',
    emailInvalid: 'Escribe un correo electrónico válido',
    sms: 'Notificaciones por SMS',
    premium: 'Premium',
    phoneNumber: 'Número de teléfono',
    phonePlaceholder: '(303) 555-0100',
    phoneHelp: 'Te enviamos un código de 6 dígitos por SMS para confirmarlo.',
    phoneMissing: 'Escribe el número de teléfono al que enviaremos los SMS',
    phoneInvalid: 'Escribe un número de teléfono con su código de país, como +1 303 555 0100',
    quietHours: 'Horas de silencio',
    holdOvernight: 'Retener los mensajes durante la noche',
    from: 'Desde',
    until: 'Hasta',
    tellMeAbout: 'Avísame de',
    urgency: {
      immediate: 'Inmediata: tee times en las próximas 2 horas',
      urgent: 'Urgente: en las próximas 24 horas',
      normal: 'Normal: dentro de una semana',
      low: 'Baja: a más de una semana',
    },
    sendTest: 'Enviar notificación de prueba',
    testReaches: 'Llega a este navegador y a las direcciones que ya confirmaste.',
    testNeedsChannel: 'Activa push o correo para enviar una prueba.',
  } satisfies Translation<typeof notificationsStepMessages>,

  'onboarding.setUpNudge': {
    title: 'Termina de configurar TeeWatch',
    text: (points: number) =>
      plural(points, {
        one: 'Cuéntanos dónde juegas, tus horarios y presupuesto, y cómo avisarte: así cada alerta parte de tus preferencias. Te lleva un minuto y ganas # punto.',
        other:
          'Cuéntanos dónde juegas, tus horarios y presupuesto, y cómo avisarte: así cada alerta parte de tus preferencias. Te lleva un minuto y ganas # puntos.',
      }),
    setUp: 'Configurar TeeWatch',
  } satisfies Translation<typeof setUpNudgeMessages>,
};
