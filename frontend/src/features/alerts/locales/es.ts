import { formatCount } from '../../../lib/format';
import { plural, type Translation } from '../../../lib/i18n';
import type { alertErrorMessages } from '../alerts.errors.messages';
import type { alertFormatMessages } from '../alerts.format.messages';
import type { alertValidationMessages } from '../alerts.validation.messages';
import type { activeAlertsMessages } from '../components/ActiveAlerts.messages';
import type { alertCardMessages } from '../components/AlertCard.messages';
import type { alertFormMessages } from '../components/AlertForm.messages';
import type { alertMatchesMessages } from '../components/AlertMatches.messages';
import type { alertsPageMessages } from '../components/AlertsPage.messages';
import type { howItWorksMessages } from '../components/HowItWorks.messages';
import type { wizardMessages } from '../components/MobileAlertWizard.messages';
import type { wizardDoneMessages } from '../components/WizardDone.messages';

/** An hour of the day, 0-24, on the twelve-hour clock Spanish in the US reads: 14 is 2 p.m. */
function twelveHour(hour: number) {
  return {
    hour: hour % 12 === 0 ? 12 : hour % 12,
    half: hour < 12 || hour === 24 ? 'a.m.' : 'p.m.',
  };
}

const teeTimes = (count: number) => plural(count, { one: '# tee time', other: '# tee times' });

export default {
  'alerts.format': {
    timePreferences: {
      morning: 'Mañana, 6-10 a.m.',
      afternoon: 'Mediodía, 10 a.m.-2 p.m.',
      evening: 'Tarde, 2-6 p.m.',
      any: 'Cualquier hora',
    },
    players: (count: number) => plural(count, { one: '# jugador', other: '# jugadores' }),
    waitingForFirstCheck: 'Esperando la primera revisión de los horarios de los campos',
    checkedJustNow: 'Revisado hace un momento',
    checkedAgo: (ago: string) => `Revisado ${ago}`,
    foundJustNow: 'Encontrado hace un momento',
    foundAgo: (ago: string) => `Encontrado ${ago}`,
    timeBlock: (startHour: number, endHour: number) => {
      const start = twelveHour(startHour);
      const end = twelveHour(endHour);
      return start.half === end.half
        ? `${start.hour}-${end.hour} ${end.half}`
        : `${start.hour} ${start.half}-${end.hour} ${end.half}`;
    },
  } satisfies Translation<typeof alertFormatMessages>,

  'alerts.validation': {
    chooseDate: 'Elige una fecha',
    chooseRealDate: 'Elige una fecha válida',
    notBeforeToday: 'La fecha no puede ser anterior a hoy',
    priceAtMost: (max: string) => `Ingresa un precio de ${max} como máximo`,
    priceAboveZero: 'Ingresa un precio en dólares mayor que 0',
    players: 'Elige entre 1 y 4 jugadores',
  } satisfies Translation<typeof alertValidationMessages>,

  'alerts.errors': {
    byCode: {
      VALIDATION_FAILED: () => 'Algunos datos no son válidos. Revisa los campos marcados.',
      ALERT_NOT_FOUND: () => 'Esa alerta ya no existe.',
      ALERT_LIMIT_REACHED: () =>
        'Ya tienes el máximo de alertas activas a la vez. Pausa o elimina una primero.',
      ACCESS_REQUIRED: () =>
        'Necesitas un código de acceso. Ingresa tu código de la beta privada para continuar.',
      RATE_LIMITED: () => 'Demasiados intentos seguidos. Espera un momento y vuelve a intentarlo.',
      INTERNAL_ERROR: () => 'Algo salió mal de nuestro lado. Vuelve a intentarlo.',
      SERVICE_UNAVAILABLE: () =>
        'TeeWatch no está disponible por unos instantes. Vuelve a intentarlo en unos segundos.',
    },
  } satisfies Translation<typeof alertErrorMessages>,

  'alerts.page': {
    title: 'Crear alerta de tee time',
    intro:
      'Dinos dónde, cuándo y cuántos juegan. Vigilaremos los horarios de los campos de Colorado y te avisaremos en cuanto se abra un tee time que te sirva.',
    useWizard: 'Usar el asistente paso a paso',
    formTitle: 'Detalles de la alerta',
  } satisfies Translation<typeof alertsPageMessages>,

  'alerts.howItWorks': {
    title: 'Cómo funciona',
    steps: [
      {
        title: 'Define lo que buscas',
        text: 'Elige una zona o campos, una fecha, una franja horaria, cuántos juegan y tu precio máximo.',
      },
      {
        title: 'Revisamos cada minuto',
        text: 'TeeWatch revisa los horarios de los campos cada minuto, y los de hoy y mañana todavía más seguido.',
      },
      {
        title: 'Te enteras al instante',
        text: 'Una notificación push, un correo o un SMS te llega segundos después de que se abra un tee time que coincida.',
      },
      {
        title: 'Reserva con el campo',
        text: 'Sigue el enlace y reserva directamente con el campo antes de que alguien más lo haga.',
      },
    ],
  } satisfies Translation<typeof howItWorksMessages>,

  'alerts.form': {
    loading: 'Cargando el formulario de alerta',
    createdTitle: '¡Alerta creada!',
    created: (area: string, day: string) =>
      `Te avisaremos en cuanto se abra un tee time en ${area} el ${day}.`,
    area: 'Zona de Colorado',
    date: 'Fecha preferida',
    dateHelp: 'Hoy o después (hora de Colorado)',
    timePreference: 'Horario preferido',
    players: 'Número de jugadores',
    maxPrice: 'Precio máximo',
    maxPriceHelp: 'Lo máximo que pagarás por jugador, en dólares',
    courses: 'Campos preferidos (opcional)',
    coursesHelp: 'Si no marcas ninguno, vigilamos todos los campos de la zona.',
    failed: 'No se pudo crear la alerta',
    create: 'Crear alerta',
  } satisfies Translation<typeof alertFormMessages>,

  'alerts.activeAlerts': {
    title: 'Tus alertas activas',
    loading: 'Cargando tus alertas',
    loadFailed: (reason: string) => `No se pudieron cargar tus alertas. ${reason}`,
    empty: 'Aún no tienes alertas activas. ¡Crea tu primera alerta arriba!',
    notShown: (count: number) =>
      plural(count, {
        one: '+ # alerta más que no se muestra aquí',
        other: '+ # alertas más que no se muestran aquí',
      }),
    showNewest: (count: number) => `Mostrar solo las ${formatCount(count)} más recientes`,
    showAll: (count: number) =>
      plural(count, { one: 'Mostrar # alerta', other: 'Mostrar las # alertas' }),
  } satisfies Translation<typeof activeAlertsMessages>,

  'alerts.card': {
    paused: 'En pausa',
    active: 'Activa',
    anyPrice: 'Cualquier precio',
    upTo: (price: string) => `Hasta ${price}`,
    courses: (names: string) => `Campos: ${names}`,
    matchesNow: (count: number) =>
      plural(count, { one: '# tee time disponible ahora', other: '# tee times disponibles ahora' }),
    moreMatchesNow: (count: number) => `Más de ${count} tee times disponibles ahora`,
    pausedNotWatching: 'En pausa: no estamos buscando tee times',
    noMatches: 'Por ahora ningún tee time coincide',
    checkBehind: (checked: string) =>
      `${checked}. Las revisiones van con retraso: los sitios de reserva de los campos limitan cada cuánto podemos consultarlos.`,
    pause: 'Pausar',
    resume: 'Reanudar',
    delete: 'Eliminar',
    pauseFailed: 'No se pudo pausar la alerta',
    resumeFailed: 'No se pudo reanudar la alerta',
    deleteFailed: 'No se pudo eliminar la alerta',
    deleted: 'Alerta eliminada',
    deletedAlert: (place: string, day: string) => `${place}, ${day}`,
    confirmTitle: '¿Eliminar esta alerta?',
    confirmBody: (place: string, day: string) =>
      `TeeWatch dejará de buscar tee times en ${place} el ${day}. Esto no se puede deshacer.`,
    cancel: 'Cancelar',
  } satisfies Translation<typeof alertCardMessages>,

  'alerts.matches': {
    loading: 'Cargando los tee times que coinciden…',
    none: 'Ahora mismo no hay tee times libres que coincidan. Seguiremos buscando.',
    course: 'Campo',
    allCourses: 'Todos los campos',
    time: 'Hora',
    anyTime: 'Cualquier hora',
    summary: (teeTimeCount: number, courseCount: number) =>
      `${teeTimes(teeTimeCount)} en ${plural(courseCount, { one: '# campo', other: '# campos' })}, los mejores primero`,
    filtered: (shown: number, total: number) =>
      plural(shown, {
        one: `# de ${teeTimes(total)} coincide con estos filtros`,
        other: `# de ${teeTimes(total)} coinciden con estos filtros`,
      }),
    clearFilters: 'Quitar filtros',
    matchingTeeTimes: 'Tee times que coinciden',
    showNextCourses: (batch: number, left: number) =>
      `Mostrar ${formatCount(batch)} campos más (quedan ${formatCount(left)})`,
    showLastCourses: (count: number) =>
      plural(count, { one: 'Mostrar # campo más', other: 'Mostrar # campos más' }),
    underAMile: 'A menos de una milla',
    milesAway: (miles: number) => plural(miles, { one: 'A # milla', other: 'A # millas' }),
    notCheckedYet: 'Aún sin revisar',
    teeTimesAt: (course: string) => `Tee times en ${course}`,
    showMoreAt: (count: number, course: string) =>
      `Mostrar ${plural(count, { one: '# tee time más', other: '# tee times más' })} en ${course}`,
    holes: (count: number) => plural(count, { one: '# hoyo', other: '# hoyos' }),
    spots: (count: number) => plural(count, { one: '# lugar', other: '# lugares' }),
    book: 'Reservar',
    new: 'Nuevo',
  } satisfies Translation<typeof alertMatchesMessages>,

  'alerts.wizard': {
    title: 'Nueva alerta de tee time',
    intro: 'Tres pasos rápidos. Desliza o usa los botones para pasar de uno a otro.',
    steps: {
      location: 'Ubicación',
      details: 'Detalles',
      alerts: 'Avisos',
    },
    questions: {
      location: '¿Dónde quieres jugar?',
      details: '¿Cuándo y cuántos juegan?',
      alerts: '¿Cómo te avisamos?',
    },
    stepOf: (step: number, count: number) => `Paso ${step} de ${count}`,
    progress: 'Progreso del asistente',
    progressValue: (step: number, count: number, name: string) =>
      `Paso ${step} de ${count}: ${name}`,
    back: 'Atrás',
    next: 'Siguiente',
    errorTitle: 'Error',
    failedToast: 'No se pudo crear la alerta. Inténtalo de nuevo.',
    createdTitle: '¡Alerta creada!',
    fallback: (place: string) =>
      `No encontramos “${place}”, así que vigilamos los alrededores de Denver, CO.`,
    created: (place: string, day: string) =>
      `Te avisaremos en cuanto se abra un tee time cerca de ${place} el ${day}.`,
    fields: {
      location: 'Ubicación',
      date: 'Fecha',
      players: 'Jugadores',
      timePreference: 'Hora',
    },
    fieldProblem: (field: string, problem: string) => `${field}: ${problem}`,
    locationPlaceholder: 'Ciudad o pueblo, p. ej., Golden, CO',
    locationHelp: 'Vigilamos los campos alrededor del lugar que indiques.',
    quickPicks: 'Opciones rápidas',
    dateHelp: 'Hoy o después (hora de Colorado)',
    timeOfDay: 'Hora del día',
    timeOptional: 'Opcional: si no eliges ninguna, te avisamos a cualquier hora.',
    removePlayer: 'Quitar un jugador',
    addPlayer: 'Agregar un jugador',
    push: 'Notificaciones push',
    failed: 'No se pudo crear la alerta',
    create: 'Crear alerta',
    summary: 'Resumen',
    notSet: 'Sin definir',
  } satisfies Translation<typeof wizardMessages>,

  'alerts.wizardDone': {
    title: 'Tu alerta está activa',
    fallback: (place: string) =>
      `No encontramos “${place}”, así que esta alerta vigila los campos alrededor de Denver, CO.`,
    watching: (place: string, day: string) =>
      `Te avisaremos en cuanto se abra un tee time cerca de ${place} el ${day}.`,
    deleted: 'Esta alerta se eliminó.',
    newAlert: 'Tu nueva alerta',
    viewAlerts: 'Ver mis alertas',
    createAnother: 'Crear otra alerta',
  } satisfies Translation<typeof wizardDoneMessages>,
};
