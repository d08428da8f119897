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

const holes = (count: number) => plural(count, { one: '# trou', other: '# trous' });
const players = (count: number) => plural(count, { one: '# joueur', other: '# joueurs' });
const noCancellationTerms = 'Consultez les conditions d’annulation du parcours';

export default {
  'bookings.outcome': {
    openCoursePage: 'Ouvrir la page de réservation du parcours',
    stillBooking: 'Mes réservations, sur le tableau de bord, vous indiquera quand ce sera fait.',
  } satisfies Translation<typeof bookingOutcomeMessages>,
  'bookings.calendar': {
    label: 'Ajouter au calendrier',
    fileName: 'depart-golf.ics',
    failedTitle: 'Échec du téléchargement',
    errors: {
      NOT_FOUND: 'Cette réservation est introuvable.',
    },
  } satisfies Translation<typeof addToCalendarMessages>,
  'bookings.cancel': {
    title: 'Annuler ce départ',
    summary: (course: string, day: string, time: string) => `${course}, ${day} à ${time}`,
    summaryWithConfirmation: (course: string, day: string, time: string, confirmation: string) =>
      `${course}, ${day} à ${time} · Confirmation ${confirmation}`,
    howToCancel:
      'Les parcours n’acceptent les annulations que du golfeur lui-même. Annulez sur la page de réservation du parcours ou par téléphone, puis dites-le-nous ici\u00a0: TeeWatch vérifie auprès du parcours et met à jour Mes réservations.',
    coursePage: 'Page de réservation du parcours',
    keep: 'Le garder',
    cancelled: 'Je l’ai annulé',
    cancelledTitle: 'Réservation annulée',
    errors: {
      BOOKING_STILL_LISTED:
        'Le parcours affiche toujours cette réservation. Annulez-la sur la page de réservation du parcours, puis réessayez.',
      PROVIDER_UNAVAILABLE:
        'Impossible de joindre le système de réservation du parcours. Réessayez dans une minute.',
      NOT_FOUND: 'Cette réservation est introuvable.',
    },
  } satisfies Translation<typeof cancelBookingMessages>,
  'bookings.bookButton': {
    book: 'Réserver',
    bookForGroup: 'Réserver pour le groupe',
    bookLabel: (course: string, time: string) => `Réserver ${course} à ${time}`,
    bookForGroupLabel: (course: string, time: string) =>
      `Réserver ${course} à ${time} pour le groupe`,
  } satisfies Translation<typeof bookTeeTimeButtonMessages>,
  'bookings.bookDialog': {
    title: (course: string) => `Réserver ${course}`,
    groupTitle: 'Réserver pour le groupe',
    summary: (day: string, time: string, holeCount: number, price: string) =>
      `${day} à ${time} · ${holes(holeCount)} · ${price} par joueur`,
    groupSummary: (course: string, day: string, time: string, holeCount: number, price: string) =>
      `${course}, ${day} à ${time} · ${holes(holeCount)} · ${price} par joueur`,
    groupShare: (spots: number, total: string) =>
      `${players(spots)}, les places du groupe\u00a0: ${total} au total. Vous réservez pour tout le monde\u00a0; le groupe verra que c’est vous.`,
    players: 'Joueurs',
    cancellationPolicy: 'Conditions d’annulation',
    loadingPolicy: 'Chargement des conditions d’annulation',
    noCancellationTerms,
    golferBooksThemselves:
      'Ce parcours n’accepte que les golfeurs connectés sur son propre site\u00a0: TeeWatch vous emmène sur sa page de réservation, où vous vous connectez et choisissez ce départ.',
    booksWith: 'TeeWatch réserve à votre nom, avec votre e-mail et votre téléphone vérifié.',
    cancel: 'Annuler',
    bookNow: 'Réserver',
    done: 'Terminé',
    errorTitle: 'Erreur de réservation',
    errorText: 'La réservation en un clic a échoué',
    failedTitle: 'Réservation impossible',
    bookedTitle: 'Départ réservé',
  } satisfies Translation<typeof bookTeeTimeDialogMessages>,
  'bookings.myBookings': {
    title: 'Mes réservations',
    loading: 'Chargement de vos réservations',
    empty: (alertsLink: string) =>
      `Aucune réservation pour l’instant. Réservez un départ correspondant depuis ${alertsLink}.`,
    alertsLink: 'vos alertes',
    listLabel: 'Mes réservations',
    status: {
      booked: 'Réservé',
      booking: 'Réservation…',
      held: 'Retenu pour vous',
      'handed-over': 'À réserver sur le site du parcours',
      failed: 'Non réservé',
      cancelled: 'Annulé',
    },
    details: (day: string, time: string, count: number, pricePerPlayer: string | null) =>
      `${day} à ${time} · ${players(count)}${
        pricePerPlayer === null ? '' : ` · ${pricePerPlayer} par joueur`
      }`,
    confirmation: (number: string) => `Confirmation ${number}`,
    noCancellationTerms,
    cancelBooking: 'Annuler la réservation',
    coursePage: 'Page de réservation du parcours',
  } satisfies Translation<typeof myBookingsMessages>,
  'bookings.autoBookQueue': {
    title: 'Réservations automatiques',
    intro:
      'TeeWatch réserve chacune dès que son départ, ou un autre aussi adapté ce jour-là, se libère.',
    status: {
      waiting: 'En surveillance',
      paused: 'En pause',
      booking: 'Réservation…',
      booked: 'Réservé',
      cancelled: 'Annulé',
    },
    itemLabel: (course: string, day: string) => `${course}, ${day}`,
    teeTime: (course: string, day: string, time: string) => `${course} · ${day} à ${time}`,
    players,
    pause: 'Suspendre',
    resume: 'Reprendre',
    cancel: 'Annuler',
    paused: 'Réservation automatique suspendue',
    resumed: 'Réservation automatique reprise',
    cancelled: 'Réservation automatique annulée',
    notChanged: 'Aucun changement',
    errors: {
      NOT_FOUND: 'Cette réservation automatique est introuvable.',
    },
  } satisfies Translation<typeof autoBookQueueMessages>,
  'bookings.recommendation': {
    topRecommendation: 'Meilleure recommandation',
    score: (score: number) => `Score ${score}/100`,
    teeTime: (day: string, time: string, holeCount: number, price: string) =>
      `${day} à ${time} · ${holes(holeCount)} · ${price} par joueur`,
    teeTimeWithDistance: (
      day: string,
      time: string,
      holeCount: number,
      price: string,
      miles: string,
    ) => `${day} à ${time} · ${holes(holeCount)} · ${price} par joueur · ${miles} mi`,
    successProbability: (percent: number) => `${percent}\u00a0% de chances de réussite`,
    whyThisTeeTime: 'Pourquoi ce départ',
    cancellationPolicy: 'Conditions d’annulation\u00a0:',
    noCancellationTerms,
    alternatives: 'Autres options',
    coursePage: 'Page du parcours',
  } satisfies Translation<typeof recommendationMessages>,
  'bookings.preferences': {
    title: 'Vos préférences',
    targetDate: 'Date souhaitée',
    near: 'Près de',
    players: 'Joueurs',
    maxPrice: 'Prix max. par joueur',
    maxDistance: 'Distance max.',
    miles: (miles: number) => plural(miles, { one: '# mile', other: '# miles' }),
    timeFlexibility: 'Flexibilité horaire',
    flexibility: {
      strict: 'stricte',
      moderate: 'modérée',
      flexible: 'souple',
    },
    flexibilityWindow: {
      strict: 'Stricte (±30 min)',
      moderate: 'Modérée (±1 heure)',
      flexible: 'Souple (±2 heures)',
    },
    advanced: 'Options avancées',
    preferredTimes: 'Horaires préférés',
    preferredCourses: 'Parcours préférés',
  } satisfies Translation<typeof preferencesPanelMessages>,
  'bookings.oneClick': {
    title: 'Réservation en un clic',
    intro:
      'TeeWatch classe les départs disponibles selon vos préférences et réserve le meilleur auprès du parcours en un clic.',
    finding: 'Recherche des meilleurs départs…',
    noTeeTimes: {
      title: 'Aucun départ trouvé',
      text: 'TeeWatch n’a encore aucun départ disponible pour ce jour-là.',
      action: 'Essayer demain',
    },
    noOptimalBookings: {
      title: 'Aucune réservation idéale trouvée',
      text: 'Aucun des départs disponibles ne correspond à ces préférences. Élargissez la flexibilité horaire, le prix ou la distance.',
      action: 'Relancer l’analyse',
    },
    stats: {
      title: 'Performances',
      activeOptimizations: 'Optimisations actives',
      queuedBookings: 'Réservations en attente',
      successRate: 'Taux de réussite',
      averageScore: 'Score moyen',
      percent: (percent: number) => `${percent}\u00a0%`,
      score: (score: number) => `${score}/100`,
    },
    bookNow: 'Réserver en un clic',
    signInToBook: 'Se connecter pour réserver',
    queueForAutoBook: 'Réserver automatiquement',
    myBookings: 'Mes réservations',
    bookingErrorTitle: 'Erreur de réservation',
    bookingErrorText: 'La réservation en un clic a échoué',
    bookingFailedTitle: 'Réservation impossible',
    bookedTitle: 'Départ réservé',
    finishAtCourseTitle: 'À finaliser sur le site du parcours',
    queuedTitle: 'Ajouté aux réservations automatiques',
  } satisfies Translation<typeof oneClickBookingMessages>,
};
