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
    back: 'Retour à l’accueil',
    title: 'Gestion des erreurs et reprise',
    productionReady: 'Prêt pour la production',
    systems: (count: number) => plural(count, { one: '# système', other: '# systèmes' }),
    intro:
      'Comment TeeWatch continue de fonctionner avec une connexion de montagne : ce qu’il sait du réseau, et ce qu’il garde pour vous jusqu’au retour de la connexion.',
    tabsLabel: 'Systèmes',
    tabs: {
      network: 'Réseau',
      auth: 'Connexion',
      email: 'E-mail',
      forms: 'Formulaires',
      social: 'Réseaux sociaux',
    },
    glance: 'Les systèmes en un coup d’œil',
    online: 'En ligne',
    offline: 'Hors ligne',
    waiting: (count: number) =>
      plural(count, {
        zero: 'rien en attente',
        one: '# en attente d’envoi',
        other: '# en attente d’envoi',
      }),
    authStatus: 'Reconnexion par e-mail, lien magique ou Google',
    noEmails: 'Aucun e-mail pour l’instant',
    emailStatus: (onTheirWay: number, total: number) =>
      plural(onTheirWay, {
        one: `# sur ${formatCount(total)} en route ou distribué`,
        other: `# sur ${formatCount(total)} en route ou distribués`,
      }),
    formsStatus: 'Vérifié pendant la saisie, envoyé une seule fois',
    socialStatus: 'Google, Facebook et GitHub',
  } satisfies Translation<typeof errorHandlingMessages>,

  'resilience.network': {
    connection: 'Connexion',
    online: 'En ligne',
    offline: 'Hors ligne',
    quality: (quality: string) => `Qualité de la connexion : ${quality}`,
    qualities: {
      excellent: 'Excellente',
      good: 'Bonne',
      poor: 'Faible',
      offline: 'Hors ligne',
    },
    networkType: (type: string, megabits: string) =>
      `Type de réseau ${type}, environ ${megabits} Mb/s.`,
    unknownType: 'inconnu',
    noNetworkType: 'Ce navigateur n’indique pas son type de réseau.',
    checked: (at: string) => `Vérifié à ${at} ; nouvelle vérification toutes les 30 secondes.`,
    queueTitle: 'En attente d’envoi',
    queueEmpty:
      'Rien n’est en attente. Ce que vous envoyez hors ligne est gardé ici et part, dans l’ordre, dès le retour de la connexion.',
    actions: {
      'form-submit': 'Envoi de formulaire',
      search: 'Recherche de départs',
      booking: 'Demande de réservation',
    },
    kept: (at: string) => `Gardé à ${at}`,
    keptAndTried: (at: string, tries: number, lastError: string) =>
      `Gardé à ${at} · ${plural(tries, { one: '# essai', other: '# essais' })}, dernier échec : ${lastError}`,
    networkError: 'Erreur réseau',
    offlineNote: 'Ces envois partiront d’eux-mêmes dès votre retour en ligne.',
    sending: 'Envoi…',
    sendNow: 'Envoyer maintenant',
  } satisfies Translation<typeof networkMessages>,

  'resilience.quickSearch': {
    title: 'Rechercher des départs libres',
    near: 'Près de',
    date: 'Date',
    players: 'Joueurs',
    search: 'Rechercher',
    searchFailed: 'Échec de la recherche',
    noneNear: (area: string, day: string) => `Aucun départ libre près de ${area} le ${day}.`,
    found: (count: number, day: string) =>
      plural(count, { one: `# départ libre le ${day}`, other: `# départs libres le ${day}` }),
    details: (price: string, spots: number, miles: string) =>
      `${price} par joueur · ${plural(spots, { one: '# place', other: '# places' })} · ${miles} miles`,
  } satisfies Translation<typeof quickSearchMessages>,

  'resilience.email': {
    recentTitle: 'E-mails récents',
    loadFailed: 'Impossible de charger vos e-mails.',
    none: 'TeeWatch ne vous a encore envoyé aucun e-mail.',
    sentTo: (address: string, when: string) => `À ${address} · ${when}`,
    delayNote:
      'Un e-mail peut mettre jusqu’à 15 minutes à arriver. S’il n’est toujours pas là, vérifiez votre dossier de spam.',
    notDelivered: 'Non distribués',
    statuses: {
      pending: 'En attente',
      sent: 'Envoyé',
      delivered: 'Distribué',
      failed: 'Échec',
      bounced: 'Rejeté',
    },
    failedTo: (address: string, status: string) => `À ${address} · ${status}`,
    failedToBecause: (address: string, status: string, detail: string) =>
      `À ${address} · ${status} : ${detail}`,
    resend: 'Renvoyer',
    alternativeAddress: 'Autre adresse',
    sendToAlternative: 'Envoyer à une autre adresse',
    alternativeRequired: 'Veuillez saisir une autre adresse e-mail.',
    resendFailed: { title: 'Échec du renvoi', description: 'Impossible de renvoyer l’e-mail' },
    sentAgain: {
      title: 'E-mail renvoyé',
      description: (subject: string, address: string) =>
        `« ${subject} » est en route vers ${address}.`,
    },
    sendFailed: {
      title: 'Échec de l’envoi',
      description: 'Impossible d’envoyer à l’autre adresse',
    },
    sent: {
      title: 'E-mail envoyé',
      description: (subject: string, address: string) =>
        `« ${subject} » est en route vers ${address}.`,
    },
  } satisfies Translation<typeof emailStatusMessages>,

  'resilience.formDemo': {
    title: 'Validation de formulaire',
    errors: (count: number) => plural(count, { one: '# erreur', other: '# erreurs' }),
    warnings: (count: number) =>
      plural(count, { one: '# avertissement', other: '# avertissements' }),
    issues: 'Problèmes',
    fields: {
      email: 'E-mail',
      password: 'Mot de passe',
      phone: 'Téléphone',
      players: 'Joueurs',
      preferredDate: 'Date souhaitée',
    },
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    submit: 'Envoyer',
    clear: 'Effacer',
    tipsTitle: 'Conseils',
    tips: [
      'Les erreurs s’affichent pendant la saisie ; un avertissement ne vous empêche pas d’envoyer.',
      'Le numéro de téléphone (américain) se met en forme tout seul : (555) 123-4567.',
      'Hors ligne ? Le formulaire est gardé, puis envoyé une seule fois, dans l’ordre, dès votre retour en ligne.',
    ],
    validationErrors: {
      title: 'Erreurs de validation',
      description: (count: number) =>
        plural(count, {
          one: 'Veuillez corriger # erreur avant d’envoyer.',
          other: 'Veuillez corriger # erreurs avant d’envoyer.',
        }),
    },
    formValid: {
      title: 'Formulaire valide',
      description: 'Vos informations ont été vérifiées et envoyées.',
    },
    submitFailed: 'Échec de l’envoi',
    formCleared: {
      title: 'Formulaire effacé',
      description: 'Tous les champs sont de nouveau vides.',
    },
  } satisfies Translation<typeof formDemoMessages>,

  'resilience.formRules': {
    emailRequired: 'L’adresse e-mail est obligatoire',
    emailInvalid: 'Veuillez saisir une adresse e-mail valide',
    passwordRequired: 'Le mot de passe est obligatoire',
    passwordTooShort: 'Le mot de passe doit contenir au moins 8 caractères',
    passwordTooLong: 'Le mot de passe ne peut pas dépasser 128 caractères',
    passwordWeak: 'Le mot de passe doit contenir une majuscule, une minuscule et un chiffre',
    phoneFormat: 'Le numéro de téléphone doit être au format (555) 123-4567',
    playersRequired: 'Le nombre de joueurs est obligatoire',
    playersRange: 'Le nombre de joueurs doit être compris entre 1 et 4',
    dateInvalid: 'Doit être une date réelle, par exemple 2026-06-20',
    placeholderAddress: (host: string) =>
      `Veuillez utiliser une vraie adresse e-mail (pas ${host})`,
  } satisfies Translation<typeof formRulesMessages>,

  'resilience.callErrors': {
    byCode: {
      SERVICE_UNAVAILABLE:
        'TeeWatch est momentanément indisponible. Veuillez réessayer dans quelques secondes.',
      INTERNAL_ERROR: 'Un problème est survenu de notre côté. Veuillez réessayer.',
      IDEMPOTENCY_KEY_IN_USE:
        'Une requête avec cette Idempotency-Key est encore en cours de traitement. Réessayez dans un instant.',
      IDEMPOTENCY_KEY_REUSED: 'Cette Idempotency-Key a déjà servi pour une autre requête.',
    },
    timeout: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
  } satisfies Translation<typeof callErrorMessages>,
};
