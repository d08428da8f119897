import { plural, type Translation } from '../../../lib/i18n';
import type { addToCalendarMessages } from '../components/AddToCalendarButton.messages';
import type { bookingOutcomeMessages } from '../components/BookingOutcome.messages';
import type { bookTeeTimeButtonMessages } from '../components/BookTeeTimeButton.messages';
import type { bookTeeTimeDialogMessages } from '../components/BookTeeTimeDialog.messages';
import type { cancelBookingMessages } from '../components/CancelBookingDialog.messages';
import type { myBookingsMessages } from '../components/MyBookingsCard.messages';
import type { autoBookQueueMessages } from '../components/one-click/AutoBookQueueCard.messages';
import type { oneClickBookingMessages } from '../components/one-click/OneClickBookingPage.messages';
import type { preferencesPanelMessages } from '../components/one-click/PreferencesPanel.messages';
import type { recommendationMessages } from '../components/one-click/RecommendationCard.messages';

const holes = (count: number) => plural(count, { one: '# hoyo', other: '# hoyos' });
const players = (count: number) => plural(count, { one: '# jugador', other: '# jugadores' });
const noCancellationTerms = 'Consulta la política de cancelación del campo';

export default {
  'bookings.outcome': {
    openCoursePage: 'Abrir la página de reservas del campo',
    stillBooking: 'En Mis reservas, en tu panel, verás cuándo quede lista.',
  } satisfies Translation<typeof bookingOutcomeMessages>,
  'bookings.calendar': {
    label: 'Agregar al calendario',
    fileName: 'tee-time.ics',
    failedTitle: 'No se pudo descargar',
    errors: {
      NOT_FOUND: 'No encontramos esa reserva.',
    },
  } satisfies Translation<typeof addToCalendarMessages>,
  'bookings.cancel': {
    title: 'Cancelar este tee time',
    summary: (course: string, day: string, time: string) => `${course}, ${day} a las ${time}`,
    summaryWithConfirmation: (course: string, day: string, time: string, confirmation: string) =>
      `${course}, ${day} a las ${time} · Confirmación ${confirmation}`,
    howToCancel:
      'Los campos solo aceptan cancelaciones del propio golfista. Cancela en la página de reservas del campo o por teléfono y luego avísanos aquí: TeeWatch lo confirma con el campo y actualiza Mis reservas.',
    coursePage: 'Página de reservas del campo',
    keep: 'Conservarla',
    cancelled: 'Ya la cancelé',
    cancelledTitle: 'Reserva cancelada',
    errors: {
      BOOKING_STILL_LISTED:
        'El campo todavía tiene registrada esta reserva. Cancélala en la página de reservas del campo y vuelve a intentarlo.',
      PROVIDER_UNAVAILABLE:
        'No pudimos conectar con el sistema de reservas del campo. Inténtalo de nuevo en un minuto.',
      NOT_FOUND: 'No encontramos esa reserva.',
    },
  } satisfies Translation<typeof cancelBookingMessages>,
  'bookings.bookButton': {
    book: 'Reservar',
    bookForGroup: 'Reservar para el grupo',
    bookLabel: (course: string, time: string) => `Reservar ${course} a las ${time}`,
    bookForGroupLabel: (course: string, time: string) =>
      `Reservar ${course} a las ${time} para el grupo`,
  } satisfies Translation<typeof bookTeeTimeButtonMessages>,
  'bookings.bookDialog': {
    title: (course: string) => `Reservar ${course}`,
    groupTitle: 'Reservar para el grupo',
    summary: (day: string, time: string, holeCount: number, price: string) =>
      `${day} a las ${time} · ${holes(holeCount)} · ${price} por jugador`,
    groupSummary: (course: string, day: string, time: string, holeCount: number, price: string) =>
      `${course}, ${day} a las ${time} · ${holes(holeCount)} · ${price} por jugador`,
    groupShare: (spots: number, total: string) =>
      `${players(spots)}, los lugares del grupo: ${total} en total. Reservas para todos y el grupo verá que fuiste tú.`,
    players: 'Jugadores',
    cancellationPolicy: 'Política de cancelación',
    loadingPolicy: 'Cargando la política de cancelación',
    noCancellationTerms,
    golferBooksThemselves:
      'Este campo solo acepta reservas de golfistas con sesión iniciada en su propio sitio: TeeWatch te llevará a su página de reservas, donde inicias sesión y eliges este tee time.',
    booksWith: 'TeeWatch reserva con tu nombre, tu email y tu teléfono verificado.',
    cancel: 'Cancelar',
    bookNow: 'Reservar ahora',
    done: 'Listo',
    errorTitle: 'Error de reserva',
    errorText: 'No se pudo completar la reserva en un clic',
    failedTitle: 'No se pudo reservar',
    bookedTitle: 'Tee time reservado',
  } satisfies Translation<typeof bookTeeTimeDialogMessages>,
  'bookings.myBookings': {
    title: 'Mis reservas',
    loading: 'Cargando tus reservas',
    empty: (alertsLink: string) =>
      `Aún no tienes reservas. Reserva un tee time que coincida desde ${alertsLink}.`,
    alertsLink: 'tus alertas',
    listLabel: 'Mis reservas',
    status: {
      booked: 'Reservado',
      booking: 'Reservando…',
      held: 'Apartado para ti',
      'handed-over': 'Reserva en el sitio del campo',
      failed: 'No reservado',
      cancelled: 'Cancelado',
    },
    details: (day: string, time: string, count: number, pricePerPlayer: string | null) =>
      `${day} a las ${time} · ${players(count)}${
        pricePerPlayer === null ? '' : ` · ${pricePerPlayer} por jugador`
      }`,
    confirmation: (number: string) => `Confirmación ${number}`,
    noCancellationTerms,
    cancelBooking: 'Cancelar reserva',
    coursePage: 'Página de reservas del campo',
  } satisfies Translation<typeof myBookingsMessages>,
  'bookings.autoBookQueue': {
    title: 'Reservas automáticas',
    intro:
      'TeeWatch reserva cada uno en cuanto se libera su tee time, u otro de ese mismo día que te convenga igual de bien.',
    status: {
      waiting: 'Vigilando',
      paused: 'En pausa',
      booking: 'Reservando…',
      booked: 'Reservado',
      cancelled: 'Cancelado',
    },
    itemLabel: (course: string, day: string) => `${course}, ${day}`,
    teeTime: (course: string, day: string, time: string) => `${course} · ${day} a las ${time}`,
    players,
    pause: 'Pausar',
    resume: 'Reanudar',
    cancel: 'Cancelar',
    paused: 'Reserva automática en pausa',
    resumed: 'Reserva automática reanudada',
    cancelled: 'Reserva automática cancelada',
    notChanged: 'Sin cambios',
    errors: {
      NOT_FOUND: 'No encontramos esa reserva automática.',
    },
  } satisfies Translation<typeof autoBookQueueMessages>,
  'bookings.recommendation': {
    topRecommendation: 'Mejor recomendación',
    score: (score: number) => `Puntuación ${score}/100`,
    teeTime: (day: string, time: string, holeCount: number, price: string) =>
      `${day} a las ${time} · ${holes(holeCount)} · ${price} por jugador`,
    teeTimeWithDistance: (
      day: string,
      time: string,
      holeCount: number,
      price: string,
      miles: string,
    ) => `${day} a las ${time} · ${holes(holeCount)} · ${price} por jugador · ${miles} mi`,
    successProbability: (percent: number) => `${percent}% de probabilidad de éxito`,
    whyThisTeeTime: 'Por qué este tee time',
    cancellationPolicy: 'Política de cancelación:',
    noCancellationTerms,
    alternatives: 'Otras opciones',
    coursePage: 'Página del campo',
  } satisfies Translation<typeof recommendationMessages>,
  'bookings.preferences': {
    title: 'Tus preferencias',
    targetDate: 'Fecha deseada',
    near: 'Cerca de',
    players: 'Jugadores',
    maxPrice: 'Precio máximo por jugador',
    maxDistance: 'Distancia máxima',
    miles: (miles: number) => plural(miles, { one: '# milla', other: '# millas' }),
    timeFlexibility: 'Flexibilidad de horario',
    flexibility: {
      strict: 'estricta',
      moderate: 'moderada',
      flexible: 'flexible',
    },
    flexibilityWindow: {
      strict: 'Estricta (±30 min)',
      moderate: 'Moderada (±1 hora)',
      flexible: 'Flexible (±2 horas)',
    },
    advanced: 'Opciones avanzadas',
    preferredTimes: 'Horarios preferidos',
    preferredCourses: 'Campos preferidos',
  } satisfies Translation<typeof preferencesPanelMessages>,
  'bookings.oneClick': {
    title: 'Reserva en un clic',
    intro:
      'TeeWatch ordena los tee times disponibles según tus preferencias y reserva el mejor con el campo en un solo clic.',
    finding: 'Buscando los mejores tee times…',
    noTeeTimes: {
      title: 'No encontramos tee times',
      text: 'TeeWatch todavía no tiene tee times disponibles para ese día.',
      action: 'Probar mañana',
    },
    noOptimalBookings: {
      title: 'No hay reservas ideales',
      text: 'Ninguno de los tee times disponibles se ajusta a estas preferencias. Amplía la flexibilidad de horario, el precio o la distancia.',
      action: 'Actualizar análisis',
    },
    stats: {
      title: 'Rendimiento',
      activeOptimizations: 'Optimizaciones activas',
      queuedBookings: 'Reservas en cola',
      successRate: 'Tasa de éxito',
      averageScore: 'Puntuación media',
      percent: (percent: number) => `${percent}%`,
      score: (score: number) => `${score}/100`,
    },
    bookNow: 'Reservar ahora en un clic',
    signInToBook: 'Inicia sesión para reservar',
    queueForAutoBook: 'Reservar automáticamente',
    myBookings: 'Mis reservas',
    bookingErrorTitle: 'Error de reserva',
    bookingErrorText: 'No se pudo completar la reserva en un clic',
    bookingFailedTitle: 'No se pudo reservar',
    bookedTitle: 'Tee time reservado',
    finishAtCourseTitle: 'Termina en el sitio del campo',
    queuedTitle: 'Agregado a las reservas automáticas',
  } satisfies Translation<typeof oneClickBookingMessages>,
};
