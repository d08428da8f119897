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

const departs = (count: number) => plural(count, { one: '# départ', other: '# départs' });

export default {
  'alerts.format': {
    timePreferences: {
      morning: 'Matin, 6 h–10 h',
      afternoon: 'Mi-journée, 10 h–14 h',
      evening: 'Après-midi, 14 h–18 h',
      any: 'Toute la journée',
    },
    players: (count: number) => plural(count, { one: '# joueur', other: '# joueurs' }),
    waitingForFirstCheck: 'En attente de la première consultation des feuilles de départ',
    checkedJustNow: 'Vérifié à l’instant',
    checkedAgo: (ago: string) => `Vérifié ${ago}`,
    foundJustNow: 'Trouvé à l’instant',
    foundAgo: (ago: string) => `Trouvé ${ago}`,
    timeBlock: (startHour: number, endHour: number) => `${startHour} h–${endHour} h`,
  } satisfies Translation<typeof alertFormatMessages>,

  'alerts.validation': {
    chooseDate: 'Veuillez choisir une date',
    chooseRealDate: 'Veuillez choisir une date valide',
    notBeforeToday: 'La date ne peut pas être antérieure à aujourd’hui',
    priceAtMost: (max: string) => `Saisissez un prix de ${max} maximum`,
    priceAboveZero: 'Saisissez un prix en dollars supérieur à 0',
    players: 'Choisissez entre 1 et 4 joueurs',
  } satisfies Translation<typeof alertValidationMessages>,

  'alerts.errors': {
    byCode: {
      VALIDATION_FAILED: () =>
        'Certaines informations ne sont pas valides. Vérifiez les champs signalés.',
      ALERT_NOT_FOUND: () => 'Cette alerte n’existe plus.',
      ALERT_LIMIT_REACHED: () =>
        'Vous avez déjà le nombre maximum d’alertes actives. Mettez-en une en pause ou supprimez-en une d’abord.',
      ACCESS_REQUIRED: () =>
        'Un code d’accès est nécessaire. Saisissez votre code de bêta privée pour continuer.',
      RATE_LIMITED: () => 'Trop de tentatives d’affilée. Patientez un instant, puis réessayez.',
      INTERNAL_ERROR: () => 'Un problème est survenu de notre côté. Veuillez réessayer.',
      SERVICE_UNAVAILABLE: () =>
        'TeeWatch est momentanément indisponible. Réessayez dans quelques secondes.',
    },
  } satisfies Translation<typeof alertErrorMessages>,

  'alerts.page': {
    title: 'Créer une alerte de départ',
    intro:
      'Dites-nous où, quand et combien vous êtes. Nous surveillons les feuilles de départ du Colorado et vous prévenons dès qu’un départ correspondant se libère.',
    useWizard: 'Utiliser l’assistant étape par étape',
    formTitle: 'Détails de l’alerte',
  } satisfies Translation<typeof alertsPageMessages>,

  'alerts.howItWorks': {
    title: 'Comment ça marche',
    steps: [
      {
        title: 'Indiquez ce que vous cherchez',
        text: 'Choisissez une zone ou des parcours, une date, une plage horaire, le nombre de joueurs et votre prix maximum.',
      },
      {
        title: 'Nous vérifions chaque minute',
        text: 'TeeWatch consulte les feuilles de départ des parcours chaque minute, et encore plus souvent pour aujourd’hui et demain.',
      },
      {
        title: 'Vous êtes prévenu dès l’ouverture',
        text: 'Une notification push, un e-mail ou un SMS vous parvient quelques secondes après la libération d’un départ correspondant.',
      },
      {
        title: 'Réservez auprès du golf',
        text: 'Suivez le lien et réservez directement auprès du golf avant que quelqu’un d’autre ne le fasse.',
      },
    ],
  } satisfies Translation<typeof howItWorksMessages>,

  'alerts.form': {
    loading: 'Chargement du formulaire d’alerte',
    createdTitle: 'Alerte créée\u00a0!',
    created: (area: string, day: string) =>
      `Nous vous préviendrons dès qu’un départ se libère à ${area} le ${day}.`,
    area: 'Zone du Colorado',
    date: 'Date souhaitée',
    dateHelp: 'Aujourd’hui ou plus tard (heure du Colorado)',
    timePreference: 'Plage horaire',
    players: 'Nombre de joueurs',
    maxPrice: 'Prix maximum',
    maxPriceHelp: 'Le maximum que vous paierez par joueur, en dollars',
    courses: 'Parcours préférés (facultatif)',
    coursesHelp: 'Ne cochez rien pour surveiller tous les parcours de la zone.',
    failed: 'Impossible de créer l’alerte',
    create: 'Créer l’alerte',
  } satisfies Translation<typeof alertFormMessages>,

  'alerts.activeAlerts': {
    title: 'Vos alertes actives',
    loading: 'Chargement de vos alertes',
    loadFailed: (reason: string) => `Impossible de charger vos alertes. ${reason}`,
    empty: 'Aucune alerte active pour l’instant. Créez votre première alerte ci-dessus\u00a0!',
    notShown: (count: number) =>
      plural(count, {
        one: '+ # autre alerte non affichée ici',
        other: '+ # autres alertes non affichées ici',
      }),
    showNewest: (count: number) => `Afficher les ${formatCount(count)} plus récentes`,
    showAll: (count: number) =>
      plural(count, { one: 'Afficher # alerte', other: 'Afficher les # alertes' }),
  } satisfies Translation<typeof activeAlertsMessages>,

  'alerts.card': {
    paused: 'En pause',
    active: 'Active',
    anyPrice: 'Prix indifférent',
    upTo: (price: string) => `Jusqu’à ${price}`,
    courses: (names: string) => `Parcours\u00a0: ${names}`,
    matchesNow: (count: number) =>
      plural(count, {
        one: '# départ disponible maintenant',
        other: '# départs disponibles maintenant',
      }),
    moreMatchesNow: (count: number) => `Plus de ${count} départs disponibles maintenant`,
    pausedNotWatching: 'En pause\u00a0: aucun départ n’est surveillé',
    noMatches: 'Aucun départ ne correspond pour l’instant',
    checkBehind: (checked: string) =>
      `${checked}. Les vérifications prennent du retard\u00a0: les sites de réservation des parcours limitent la fréquence de nos consultations.`,
    pause: 'Mettre en pause',
    resume: 'Reprendre',
    delete: 'Supprimer',
    pauseFailed: 'Impossible de mettre l’alerte en pause',
    resumeFailed: 'Impossible de reprendre l’alerte',
    deleteFailed: 'Impossible de supprimer l’alerte',
    deleted: 'Alerte supprimée',
    deletedAlert: (place: string, day: string) => `${place}, ${day}`,
    confirmTitle: 'Supprimer cette alerte\u00a0?',
    confirmBody: (place: string, day: string) =>
      `TeeWatch cessera de surveiller les départs à ${place} le ${day}. Cette action est irréversible.`,
    cancel: 'Annuler',
  } satisfies Translation<typeof alertCardMessages>,

  'alerts.matches': {
    loading: 'Chargement des départs correspondants…',
    none: 'Aucun départ libre ne correspond pour l’instant. Nous continuons à surveiller.',
    course: 'Parcours',
    allCourses: 'Tous les parcours',
    time: 'Heure',
    anyTime: 'Toutes les heures',
    summary: (teeTimeCount: number, courseCount: number) =>
      `${departs(teeTimeCount)} sur ${plural(courseCount, { one: '# parcours', other: '# parcours' })}, les meilleurs d’abord`,
    filtered: (shown: number, total: number) =>
      plural(shown, {
        one: `# départ sur ${formatCount(total)} correspond à ces filtres`,
        other: `# départs sur ${formatCount(total)} correspondent à ces filtres`,
      }),
    clearFilters: 'Effacer les filtres',
    matchingTeeTimes: 'Départs correspondants',
    showNextCourses: (batch: number, left: number) =>
      `Afficher ${formatCount(batch)} parcours de plus (${formatCount(left)} restants)`,
    showLastCourses: (count: number) =>
      plural(count, { one: 'Afficher # parcours de plus', other: 'Afficher # parcours de plus' }),
    underAMile: 'À moins d’un mile',
    milesAway: (miles: number) => plural(miles, { one: 'À # mile', other: 'À # miles' }),
    notCheckedYet: 'Pas encore vérifié',
    teeTimesAt: (course: string) => `Départs à ${course}`,
    showMoreAt: (count: number, course: string) =>
      `Afficher ${plural(count, { one: '# autre départ', other: '# autres départs' })} pour ${course}`,
    holes: (count: number) => plural(count, { one: '# trou', other: '# trous' }),
    spots: (count: number) => plural(count, { one: '# place', other: '# places' }),
    book: 'Réserver',
    new: 'Nouveau',
  } satisfies Translation<typeof alertMatchesMessages>,

  'alerts.wizard': {
    title: 'Nouvelle alerte de départ',
    intro:
      'Trois étapes rapides. Balayez l’écran ou utilisez les boutons pour passer de l’une à l’autre.',
    steps: {
      location: 'Lieu',
      details: 'Détails',
      alerts: 'Alertes',
    },
    questions: {
      location: 'Où voulez-vous jouer\u00a0?',
      details: 'Quand, et combien êtes-vous\u00a0?',
      alerts: 'Comment vous prévenir\u00a0?',
    },
    stepOf: (step: number, count: number) => `Étape ${step} sur ${count}`,
    progress: 'Progression de l’assistant',
    progressValue: (step: number, count: number, name: string) =>
      `Étape ${step} sur ${count}\u00a0: ${name}`,
    back: 'Retour',
    next: 'Suivant',
    errorTitle: 'Erreur',
    failedToast: 'Impossible de créer l’alerte. Veuillez réessayer.',
    createdTitle: 'Alerte créée\u00a0!',
    fallback: (place: string) =>
      `Nous n’avons pas trouvé «\u00a0${place}\u00a0»\u00a0: nous surveillons donc les environs de Denver, CO.`,
    created: (place: string, day: string) =>
      `Nous vous préviendrons dès qu’un départ se libère près de ${place} le ${day}.`,
    fields: {
      location: 'Lieu',
      date: 'Date',
      players: 'Joueurs',
      timePreference: 'Heure',
    },
    fieldProblem: (field: string, problem: string) => `${field}\u00a0: ${problem}`,
    locationPlaceholder: 'Ville ou commune, p. ex. Golden, CO',
    locationHelp: 'Nous surveillons les parcours autour du lieu indiqué.',
    quickPicks: 'Choix rapides',
    dateHelp: 'Aujourd’hui ou plus tard (heure du Colorado)',
    timeOfDay: 'Moment de la journée',
    timeOptional: 'Facultatif\u00a0: sans choix, nous vous signalons les départs à toute heure.',
    removePlayer: 'Retirer un joueur',
    addPlayer: 'Ajouter un joueur',
    push: 'Notifications push',
    failed: 'Impossible de créer l’alerte',
    create: 'Créer l’alerte',
    summary: 'Récapitulatif',
    notSet: 'Non défini',
  } satisfies Translation<typeof wizardMessages>,

  'alerts.wizardDone': {
    title: 'Votre alerte est active',
    fallback: (place: string) =>
      `Nous n’avons pas trouvé «\u00a0${place}\u00a0»\u00a0: cette alerte surveille donc les parcours autour de Denver, CO.`,
    watching: (place: string, day: string) =>
      `Nous vous préviendrons dès qu’un départ se libère près de ${place} le ${day}.`,
    deleted: 'Cette alerte a été supprimée.',
    newAlert: 'Votre nouvelle alerte',
    viewAlerts: 'Voir mes alertes',
    createAnother: 'Créer une autre alerte',
  } satisfies Translation<typeof wizardDoneMessages>,
};
