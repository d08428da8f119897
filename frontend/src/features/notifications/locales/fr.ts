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
    title: 'Fonctions intelligentes',
    features: [
      {
        title: 'Vérifié chaque minute',
        text: 'Chaque parcours et chaque date que surveillent vos alertes sont consultés au moins une fois par minute ; aujourd’hui et demain, toutes les 30 secondes.',
      },
      {
        title: 'Prévenu en quelques secondes',
        text: 'Un départ correspondant vous parvient quelques secondes après la vérification qui l’a trouvé.',
      },
      {
        title: 'Push, e-mail et SMS',
        text: 'Choisissez les canaux qui vous joignent ; e-mails et SMS ne partent que vers des contacts que vous avez vérifiés.',
      },
      {
        title: 'Jamais deux fois',
        text: 'Un seul message par départ et par canal, quel que soit le nombre de fois où nous le voyons.',
      },
      {
        title: 'Heures de silence',
        text: 'Rien n’arrive la nuit : ce qui se libère à ce moment-là attend la fin de vos heures de silence.',
      },
      {
        title: 'Résumés',
        text: 'Vous préférez moins de messages ? Recevez plutôt un résumé toutes les heures ou une fois par jour.',
      },
    ],
  } satisfies Translation<typeof smartFeaturesMessages>,

  'notifications.gettingStarted': {
    title: 'Premiers pas',
    steps: [
      {
        title: 'Créez une alerte',
        text: 'Indiquez où, quand et combien de joueurs. Votre alerte commence aussitôt à surveiller les feuilles de départ.',
      },
      {
        title: 'Choisissez comment nous vous joignons',
        text: 'Activez les notifications push pour ce navigateur, puis ajoutez et vérifiez une adresse e-mail ou un numéro de téléphone.',
      },
      {
        title: 'Réservez avant tout le monde',
        text: 'Quand un départ correspondant se libère, suivez le lien et réservez-le auprès du golf.',
      },
    ],
    createFirstAlert: 'Créer votre première alerte',
  } satisfies Translation<typeof gettingStartedMessages>,

  'notifications.browserPush': {
    title: 'Ce navigateur',
  } satisfies Translation<typeof browserPushMessages>,

  'notifications.signedOut': {
    title: 'Notifications intelligentes',
    intro:
      'Connectez-vous pour choisir comment TeeWatch vous prévient : push, e-mail ou SMS, immédiatement ou en résumé, jamais pendant vos heures de silence. Suivez vos alertes à l’œuvre grâce aux statistiques de surveillance en direct.',
    free: 'TeeWatch est gratuit : ni abonnement, ni frais de réservation, ni carte bancaire.',
    createAccount: 'Commencer - Créer un compte',
    signIn: 'Se connecter',
    home: 'Accueil',
    browserPush:
      'Aucun compte nécessaire : les alertes créées dans ce navigateur peuvent vous y prévenir par push.',
  } satisfies Translation<typeof signedOutMessages>,

  'notifications.signedIn': {
    title: 'Notifications intelligentes',
    signedInAs: (name: string) => `Connecté en tant que ${name}`,
    dashboard: 'Tableau de bord',
    logout: 'Se déconnecter',
    logoutFailedTitle: 'Erreur',
    logoutFailed: 'La déconnexion a échoué. Veuillez réessayer.',
    signedOut: 'Déconnexion réussie',
    browserPush:
      'Les alertes de départs arrivent sur chaque navigateur où vous avez activé le push.',
  } satisfies Translation<typeof signedInMessages>,

  'notifications.stats': {
    loading: 'Chargement de vos statistiques de notifications',
    loadFailed: (reason: string) =>
      `Impossible de charger vos statistiques de notifications. ${reason}`,
    retry: 'Réessayer',
    monitoring: 'Surveillance',
    active: 'Active',
    idle: 'En veille',
    monitoringActive: 'Vos parcours sont vérifiés chaque minute.',
    monitoringIdle: 'Créez une alerte pour lancer la surveillance.',
    activeAlerts: 'Alertes actives',
    activeAlertsText: 'Alertes qui surveillent les feuilles de départ en ce moment.',
    sent: 'Notifications envoyées',
    sentText: 'Messages push, e-mail et SMS envoyés jusqu’ici.',
  } satisfies Translation<typeof notificationStatsMessages>,

  'notifications.actions': {
    checkNow: 'Vérifier maintenant',
    testAlert: 'Alerte test',
    settings: 'Paramètres',
    createAlert: 'Créer une alerte',
    waitTitle: 'Un instant, s’il vous plaît',
    errorTitle: 'Erreur',
    checkFailed: (reason: string) =>
      `Impossible de lancer la vérification des disponibilités. ${reason}`,
    checkTriggered: 'Vérification lancée',
    nothingToCheck:
      'Aucune de vos alertes ne surveille de parcours pour le moment. Créez une alerte pour commencer.',
    checking: (courseDates: number) =>
      plural(courseDates, {
        one: 'Vérification de # date de parcours en cours. Un départ correspondant vous parviendra en quelques secondes.',
        other:
          'Vérification de # dates de parcours en cours. Un départ correspondant vous parviendra en quelques secondes.',
      }),
  } satisfies Translation<typeof notificationActionsMessages>,

  'notifications.errors': {
    checkedRecently: (seconds: number) =>
      plural(seconds, {
        one: 'Vous venez de lancer une vérification. Réessayez dans # seconde.',
        other: 'Vous venez de lancer une vérification. Réessayez dans # secondes.',
      }),
    wrongCode: 'Code erroné ou expiré',
    contactNotFound: 'Ce contact n’existe pas.',
    optedOut:
      'Ce numéro a répondu STOP à TeeWatch. Envoyez START par SMS pour vous réabonner, puis réessayez.',
    textLimit: 'Vous avez atteint la limite de SMS pour aujourd’hui. Réessayez demain.',
    notSent: {
      email: 'L’e-mail n’a pas pu être envoyé pour le moment. Veuillez réessayer.',
      phone: 'Le SMS n’a pas pu être envoyé pour le moment. Veuillez réessayer.',
    },
  } satisfies Translation<typeof notificationErrorMessages>,

  'notifications.preferencesPanel': {
    title: 'Paramètres de notification',
    loading: 'Chargement de vos paramètres de notification',
    loadFailed: (reason: string) =>
      `Impossible de charger vos paramètres de notification. ${reason}`,
    retry: 'Réessayer',
  } satisfies Translation<typeof preferencesPanelMessages>,

  'notifications.preferencesForm': {
    errorTitle: 'Erreur',
    saveFailed: (reason: string) =>
      `Impossible d’enregistrer vos préférences de notification. ${reason}`,
    saved: 'Paramètres enregistrés',
    channels: 'Canaux',
    email: {
      label: 'E-mail',
      verified: 'Vers vos adresses e-mail vérifiées.',
      missing: 'Aucune adresse e-mail vérifiée pour l’instant : ajoutez-en une ci-dessous.',
    },
    sms: {
      label: 'SMS',
      verified: 'Vers vos numéros de téléphone vérifiés.',
      missing: 'Aucun numéro de téléphone vérifié pour l’instant : ajoutez-en un ci-dessous.',
    },
    push: {
      label: 'Push',
      subscribed: 'Vers ce navigateur et vos autres navigateurs où le push est activé.',
      elsewhere: 'Vers vos navigateurs où le push est activé.',
    },
    frequency: 'Fréquence',
    frequencies: {
      immediate: {
        label: 'Immédiate',
        text: 'Dès qu’un départ se libère (au plus un message toutes les 10 minutes par alerte).',
      },
      hourly: { label: 'Toutes les heures', text: 'Un résumé par heure de ce qui s’est libéré.' },
      daily: { label: 'Quotidienne', text: 'Un résumé par jour de ce qui s’est libéré.' },
    },
    quietHours: 'Heures de silence',
    holdDuringQuietHours: 'Retenir les notifications pendant les heures de silence',
    quietHoursStart: 'Début des heures de silence',
    quietHoursEnd: 'Fin des heures de silence',
    quietHoursHelp:
      'Heure du Colorado. Ce qui se libère pendant les heures de silence vous parvient à leur fin.',
    save: 'Enregistrer les paramètres',
  } satisfies Translation<typeof preferencesFormMessages>,

  'notifications.contacts': {
    title: 'Contacts e-mail et SMS',
    intro:
      'Les alertes par e-mail et SMS ne partent que vers des contacts vérifiés. Pour vérifier une adresse, nous envoyons un lien par e-mail ; pour vérifier un numéro de téléphone, un code à 6 chiffres par SMS.',
    loading: 'Chargement de vos contacts',
    loadFailed: (reason: string) => `Impossible de charger vos contacts. ${reason}`,
    retry: 'Réessayer',
    empty: 'Aucune adresse e-mail ni aucun numéro de téléphone pour l’instant.',
    list: 'Vos contacts',
    form: 'Ajouter un contact',
    kind: 'Type de contact',
    email: {
      choice: 'E-mail',
      label: 'Adresse e-mail',
      placeholder: 'vous@example.com',
      add: 'Ajouter l’e-mail',
      missing: 'Veuillez saisir une adresse e-mail',
      invalid: 'Veuillez saisir une adresse e-mail valide',
    },
    phone: {
      choice: 'Téléphone',
      label: 'Numéro de téléphone',
      placeholder: '+1 303 555 0100',
      add: 'Ajouter le téléphone',
      missing: 'Veuillez saisir un numéro de téléphone',
      invalid:
        'Veuillez saisir un numéro de téléphone avec son indicatif pays, par exemple +1 303 555 0100',
    },
    linkSent: 'Lien de vérification envoyé',
    linkSentText: (address: string) =>
      `Ouvrez le lien envoyé à ${address} pour commencer à y recevoir des alertes.`,
    codeSent: 'Code de vérification envoyé',
    codeSentText: (number: string) => `Saisissez le code à 6 chiffres envoyé par SMS au ${number}.`,
  } satisfies Translation<typeof contactsSectionMessages>,

  'notifications.contactItem': {
    verified: 'Vérifié',
    unverified: 'Non vérifié',
    remove: (contact: string) => `Supprimer ${contact}`,
    removeFailed: 'Impossible de supprimer le contact',
    emailPending:
      'Nous avons envoyé un lien de vérification à cette adresse. Ouvrez-le pour commencer à y recevoir des alertes.',
    code: 'Code à 6 chiffres',
    codeHelp: 'Nous l’avons envoyé par SMS à ce numéro.',
    enterCode: 'Veuillez saisir le code à 6 chiffres',
    verify: 'Vérifier',
    phoneVerified: 'Numéro de téléphone vérifié',
    phoneVerifiedText: (number: string) =>
      `Les alertes SMS peuvent désormais être envoyées au ${number}.`,
  } satisfies Translation<typeof contactItemMessages>,

  'notifications.reach': {
    loading: 'Chargement de vos canaux de notification',
    title: 'Comment vous serez prévenu des départs trouvés',
    nobody:
      'Aucun moyen de vous prévenir d’un départ trouvé pour l’instant. Activez le push ou ajoutez un e-mail.',
    channels: 'Canaux de notification',
    reaches: 'Vous joint',
    off: 'Désactivé',
    offInPreferences: 'Désactivé dans vos préférences de notification',
    change: 'Modifier',
    push: {
      name: 'Push sur ce navigateur',
      unsupported: 'Ce navigateur ne peut pas recevoir de notifications push',
      notAllowed: 'Pas encore autorisé dans ce navigateur',
      on: 'Activé',
      turnOn: 'Activer',
    },
    email: {
      name: 'E-mail',
      missing: 'Aucune adresse vérifiée',
      add: 'Ajouter un e-mail',
    },
    sms: {
      name: 'SMS',
      missing: 'Aucun téléphone vérifié',
      add: 'Ajouter un téléphone',
    },
  } satisfies Translation<typeof reachCardMessages>,
};
