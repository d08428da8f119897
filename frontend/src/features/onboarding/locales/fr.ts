import { plural, type Translation } from '../../../lib/i18n';
import type { locationStepMessages } from '../components/LocationStep.messages';
import type { notificationsStepMessages } from '../components/NotificationsStep.messages';
import type { onboardingWizardMessages } from '../components/OnboardingWizard.messages';
import type { preferencesStepMessages } from '../components/PreferencesStep.messages';
import type { setUpNudgeMessages } from '../components/SetUpNudgeCard.messages';
import type { welcomeStepMessages } from '../components/WelcomeStep.messages';

export default {
  'onboarding.wizard': {
    title: 'Configurer TeeWatch',
    intro: 'Une minute maintenant, et chaque alerte part de vos propres choix.',
    signIn: 'Connectez-vous',
    afterSignIn:
      ' pour conserver ces choix dans votre compte ; sans compte, TeeWatch ne peut pas les enregistrer.',
    steps: {
      welcome: { title: 'Bienvenue sur TeeWatch', short: 'Bienvenue' },
      location: { title: 'Trouvez des parcours près de chez vous', short: 'Position' },
      preferences: { title: 'Définissez vos préférences', short: 'Préférences' },
      notifications: { title: 'Activez les notifications', short: 'Notifications' },
    },
    stepOf: (step: number, total: number) => `Étape ${step} sur ${total}`,
    progress: 'Progression de la configuration',
    progressValue: (step: number, total: number, title: string) =>
      `Étape ${step} sur ${total} : ${title}`,
    back: 'Retour',
    skip: 'Passer pour l’instant',
    next: 'Suivant',
    complete: 'Terminer la configuration',
    errorTitle: 'Erreur',
    failed: 'Impossible de continuer. Veuillez réessayer.',
    welcomeTitle: 'Bienvenue sur TeeWatch !',
    allSet: 'Tout est prêt.',
    pointsEarned: (points: number) =>
      plural(points, { one: 'Vous avez gagné # point.', other: 'Vous avez gagné # points.' }),
    confirmContacts: (contacts: string) =>
      `Confirmez ${contacts} depuis le message que nous vous avons envoyé.`,
    allSetSignedOut:
      'Tout est prêt. Connectez-vous quand vous le souhaitez pour conserver vos choix dans un compte.',
  } satisfies Translation<typeof onboardingWizardMessages>,

  'onboarding.welcome': {
    intro:
      'TeeWatch surveille les feuilles de départ des golfs du Colorado et vous prévient dès que l’horaire que vous voulez se libère. Trois questions rapides suffisent pour le configurer ; vous pourrez modifier chaque réponse plus tard.',
    location: 'D’où vous jouez, pour surveiller les parcours près de chez vous',
    preferences:
      'Vos horaires, votre budget et la taille de votre groupe, comme point de départ de vos alertes',
    notifications: 'Comment et quand nous vous prévenons qu’un départ s’est libéré',
  } satisfies Translation<typeof welcomeStepMessages>,

  'onboarding.location': {
    intro:
      'Partagez votre position et TeeWatch cherchera d’abord les parcours autour de vous. Elle ne sert qu’à mesurer les distances jusqu’aux parcours ; passez cette étape pour choisir vous-même une région.',
    unsupportedTitle: 'Géolocalisation non prise en charge',
    unsupported: 'Votre navigateur ne prend pas en charge les services de localisation.',
    allow: 'Autoriser l’accès à la position',
    finding: 'Recherche de votre position…',
    foundTitle: 'Position trouvée',
    found: (place: string) =>
      `Près de ${place}. Nous vous montrerons d’abord les parcours les plus proches.`,
    failedTitle: 'Échec de l’accès à la position',
    deniedTitle: 'Nous n’avons pas pu obtenir votre position',
    denied: (reason: string) =>
      `${reason}. Autorisez la localisation pour ce site dans les paramètres de votre navigateur, puis réessayez, ou passez cette étape.`,
    failures: {
      denied: 'Autorisation de localisation refusée',
      unavailable: 'Informations de localisation indisponibles',
      timedOut: 'La demande de localisation a expiré',
    },
    tryAgain: 'Réessayer',
  } satisfies Translation<typeof locationStepMessages>,

  'onboarding.preferences': {
    preferredTimes: 'Horaires préférés',
    timeSlots: {
      early: 'Tôt, 6 h-9 h',
      morning: 'Matin, 9 h-12 h',
      afternoon: 'Après-midi, 12 h-16 h',
      evening: 'Soir, 16 h-19 h',
    },
    maxDistance: 'Distance maximale :',
    miles: (miles: number) => plural(miles, { one: '# mile', other: '# miles' }),
    budget: 'Budget par joueur :',
    players: 'Joueurs',
    bookAhead: 'Réserver à l’avance',
    daysAhead: (days: number) =>
      plural(days, { one: '# jour à l’avance', other: '# jours à l’avance' }),
    difficulty: 'Difficulté du parcours',
    difficulties: {
      beginner: 'Débutant',
      intermediate: 'Intermédiaire',
      advanced: 'Confirmé',
    },
    weekdaysOnly: 'En semaine uniquement',
    weekendsOnly: 'Le week-end uniquement',
    favoriteCourse: 'Parcours préféré (facultatif)',
    valid: 'Préférences enregistrées.',
    timeRequired: 'Veuillez choisir au moins un horaire préféré pour continuer.',
  } satisfies Translation<typeof preferencesStepMessages>,

  'onboarding.notifications': {
    push: 'Notifications push sur cet appareil',
    pushUnsupported: 'Notifications push non prises en charge par ce navigateur',
    email: 'Notifications par e-mail',
    emailAddress: 'Adresse e-mail',
    emailHelp: 'Une nouvelle adresse reçoit un lien de confirmation avant toute alerte.',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    sms: 'Notifications par SMS',
    premium: 'Premium',
    phoneNumber: 'Numéro de téléphone',
    phonePlaceholder: '(303) 555-0100',
    phoneHelp: 'Nous envoyons un code à 6 chiffres par SMS pour le confirmer.',
    phoneMissing: 'Veuillez saisir le numéro auquel envoyer les SMS',
    phoneInvalid:
      'Veuillez saisir un numéro de téléphone avec son indicatif pays, par exemple +1 303 555 0100',
    quietHours: 'Heures de silence',
    holdOvernight: 'Retenir les messages la nuit',
    from: 'De',
    until: 'Jusqu’à',
    tellMeAbout: 'Me prévenir pour',
    urgency: {
      immediate: 'Immédiat : départs dans les 2 prochaines heures',
      urgent: 'Urgent : dans les 24 heures',
      normal: 'Normal : dans la semaine',
      low: 'Faible : dans plus d’une semaine',
    },
    sendTest: 'Envoyer une notification test',
    testReaches: 'Envoyée à ce navigateur et aux adresses que vous avez déjà confirmées.',
    testNeedsChannel: 'Activez le push ou l’e-mail pour envoyer un test.',
  } satisfies Translation<typeof notificationsStepMessages>,

  'onboarding.setUpNudge': {
    title: 'Terminez la configuration de TeeWatch',
    text: (points: number) =>
      plural(points, {
        one: 'Dites-nous où vous jouez, vos horaires, votre budget et comment vous joindre : chaque alerte partira ensuite de vos choix. Cela prend une minute et rapporte # point.',
        other:
          'Dites-nous où vous jouez, vos horaires, votre budget et comment vous joindre : chaque alerte partira ensuite de vos choix. Cela prend une minute et rapporte # points.',
      }),
    setUp: 'Configurer TeeWatch',
  } satisfies Translation<typeof setUpNudgeMessages>,
};
