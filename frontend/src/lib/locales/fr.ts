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
    unexpected: 'Une erreur s’est produite. Veuillez réessayer.',
    network: 'Erreur réseau. Vérifiez votre connexion et réessayez.',
    timeout: 'Le serveur a mis trop de temps à répondre. Veuillez réessayer.',
    unreadableAnswer:
      'Le serveur a envoyé une réponse que cette page ne peut pas lire. Rechargez la page et réessayez.',
    requestFailed: 'La requête a échoué',
    statuses: {
      400: 'Requête incorrecte',
      401: 'Non autorisé',
      403: 'Accès interdit',
      404: 'Introuvable',
      409: 'Conflit',
      422: 'Contenu non traitable',
      429: 'Trop de requêtes',
      500: 'Erreur interne du serveur',
      502: 'Passerelle incorrecte',
      503: 'Service indisponible',
      504: 'Délai de la passerelle dépassé',
    },
    serverMessage: sayServerError,
  } satisfies Translation<typeof apiErrorMessages>,
  'lib.serverErrors': {
    byCode: {
      ACCESS_REQUIRED:
        'Un code d’accès est requis. Saisissez votre code de bêta privée pour continuer.',
      ACCESS_CODE_UNKNOWN: 'Ce code d’accès n’est pas valide. Vérifiez-le et réessayez.',
      ACCESS_CODE_EXPIRED: 'Ce code d’accès a expiré. Demandez-en un nouveau.',
      ACCESS_CODE_USED_UP: 'Ce code d’accès a déjà été utilisé le nombre maximal de fois.',
      ALERT_NOT_FOUND: 'Cette alerte n’existe pas.',
      NO_REACHABLE_CHANNEL: {
        noneAccepted:
          'Impossible d’envoyer la notification de test : aucun canal ne l’a acceptée. Réessayez.',
        noneSet:
          'Impossible d’envoyer la notification de test : activez d’abord les notifications push dans ce navigateur ou ajoutez une adresse e-mail ou un téléphone vérifiés.',
      },
      PUSH_SUBSCRIPTION_TAKEN:
        'Cet abonnement push appartient à un autre navigateur. Désactivez puis réactivez les notifications.',
      RATE_LIMITED: {
        signIn: 'Trop de tentatives de connexion. Patientez quelques minutes et réessayez.',
        emails: 'Trop d’e-mails demandés. Patientez quelques minutes et réessayez.',
      },
      CONTACT_NOT_FOUND: 'Ce contact n’existe pas.',
      CONTACT_NOT_VERIFIED: {
        optedOut:
          'Ce numéro a répondu STOP à TeeWatch. Envoyez-lui START pour recevoir à nouveau les messages, puis réessayez.',
      },
      VERIFICATION_FAILED: 'Ce code est erroné ou a expiré. Demandez-en un nouveau.',
      EMAIL_NOT_FOUND: 'Aucun e-mail de ce type ne vous a été envoyé.',
      LINK_NOT_RESENDABLE:
        'Cet e-mail contenait un lien à usage unique, qui n’est jamais renvoyé. Demandez-en un nouveau.',
      SMS_DAILY_CAP_REACHED:
        'Vous avez atteint la limite de SMS pour aujourd’hui. Réessayez demain.',
      PROVIDER_UNAVAILABLE: {
        email: 'L’e-mail n’a pas pu être envoyé pour le moment. Veuillez réessayer.',
        textMessage: 'Le SMS n’a pas pu être envoyé pour le moment. Veuillez réessayer.',
        course:
          'Impossible de joindre le système de réservation du parcours. Réessayez dans une minute.',
      },
      UNAUTHENTICATED: {
        signInRequired: 'Connectez-vous pour continuer.',
        sessionEnded: 'Session expirée. Veuillez vous reconnecter.',
      },
      TOKEN_EXPIRED: 'Le jeton de votre session a expiré. Renouvelez-le et réessayez.',
      INVALID_TOKEN: {
        sessionEnded: 'Session expirée. Veuillez vous reconnecter.',
        confirmationLink:
          'Ce lien de confirmation n’est pas valide ou a expiré. Connectez-vous pour en recevoir un nouveau.',
        resetLink:
          'Ce lien de réinitialisation n’est pas valide ou a expiré. Demandez-en un nouveau.',
      },
      INVALID_CREDENTIALS: 'E-mail ou mot de passe incorrect',
      EMAIL_NOT_VERIFIED:
        'Confirmez votre adresse e-mail avant de vous connecter. Nous vous avons envoyé un nouveau lien de confirmation.',
      MAGIC_LINK_EXPIRED:
        'Votre lien magique a expiré pour des raisons de sécurité. Demandez-en un nouveau.',
      PROVIDER_DISABLED: 'La connexion est momentanément indisponible. Veuillez réessayer.',
      NOT_FOUND: {
        signInProvider: 'Ce mode de connexion n’existe pas.',
        signInRequest:
          'Cette demande de connexion est introuvable. Demandez un nouveau lien magique.',
        golfer: 'Aucun golfeur TeeWatch n’a cet identifiant.',
        friendRequest: 'Aucune demande d’ami de la part de ce golfeur.',
        friend: 'Aucun lien d’amitié ni aucune demande avec ce golfeur.',
        demoOnly: 'Cette action n’existe qu’en mode démo.',
        achievements: 'Aucun succès pour ce golfeur.',
        automaticBooking: 'Cette réservation automatique n’existe pas.',
        recommendationGone:
          'Ce départ n’est plus disponible. Actualisez l’analyse et placez-en un autre dans la file d’attente.',
        recommendation: 'Cette recommandation n’existe pas. Actualisez l’analyse.',
        town: 'TeeWatch ne connaît aucune ville du Colorado près de cet endroit.',
        teeTimeGone: 'Ce départ n’est plus disponible. Choisissez-en un autre.',
        booking: 'Cette réservation n’existe pas.',
        group: 'Ce groupe n’existe pas.',
        groupTeeTime: 'Ce départ n’existe pas pour cette alerte de groupe.',
      },
      GROUP_ALREADY_BOOKED: {
        anotherMemberBooked: 'Un autre membre a réservé un départ pour le groupe.',
        anotherMemberBooking: 'Un autre membre est en train de réserver un départ pour le groupe.',
      },
      BOOKING_STILL_LISTED:
        'Le parcours affiche toujours cette réservation. Annulez-la sur la page de réservation du parcours, puis réessayez.',
      FRIEND_INVITATION_LIMIT:
        'Vous avez 5 invitations inutilisées. Partagez-en une ou attendez que l’une d’elles expire.',
      VALIDATION_FAILED: {
        contactsFull: 'Vous avez atteint le nombre maximal de contacts. Supprimez-en un d’abord.',
      },
      INTERNAL_ERROR: 'Une erreur s’est produite de notre côté. Veuillez réessayer.',
      SERVICE_UNAVAILABLE:
        'TeeWatch est momentanément indisponible. Réessayez dans quelques secondes.',
    },
    withValues: {
      accessCodeAttempts: (minutes: number) =>
        `Trop de tentatives de code d’accès. Réessayez dans ${plural(minutes, { one: '# minute', other: '# minutes' })}.`,
      checkedRecently: (seconds: number) =>
        `Vous venez de vérifier les disponibilités. Réessayez dans ${plural(seconds, { one: '# seconde', other: '# secondes' })}.`,
      accountLocked: (minutes: number) =>
        `Trop de tentatives infructueuses. Votre compte est bloqué pendant ${plural(minutes, { one: '# minute', other: '# minutes' })}. Réinitialisez votre mot de passe pour vous connecter dès maintenant.`,
      alertLimit: (max: number) =>
        `Vous avez déjà ${plural(max, { one: '# alerte active', other: '# alertes actives' })}, le maximum simultané. Mettez-en une en pause ou supprimez-en une d’abord.`,
      automaticBookingExists: (date: string) =>
        `Vous avez déjà une réservation automatique pour le ${date}. Mettez-la en pause ou annulez-la d’abord.`,
      confirmationSent: (email: string) =>
        `Nous avons envoyé un lien de confirmation à ${email}. Confirmez-le, puis renvoyez.`,
      groupBooked: (golfer: string) => `${golfer} a réservé un départ pour le groupe.`,
      groupBooking: (golfer: string) =>
        `${golfer} est en train de réserver un départ pour le groupe.`,
    },
  } satisfies Translation<typeof serverErrorMessages>,
  'lib.session': {
    expired: 'Session expirée. Veuillez vous reconnecter.',
  } satisfies Translation<typeof sessionMessages>,
  'lib.accessibility.announcements': {
    highContrast: { on: 'Mode contraste élevé activé', off: 'Mode contraste élevé désactivé' },
    largeText: { on: 'Texte agrandi activé', off: 'Texte agrandi désactivé' },
    colorBlindFriendly: { on: 'Mode daltonien activé', off: 'Mode daltonien désactivé' },
    reducedMotion: {
      on: 'Réduction des animations activée',
      off: 'Réduction des animations désactivée',
    },
    keyboardNavigation: {
      on: 'Navigation au clavier activée',
      off: 'Navigation au clavier désactivée',
    },
    screenReader: {
      on: 'Prise en charge des lecteurs d’écran activée',
      off: 'Prise en charge des lecteurs d’écran désactivée',
    },
    fontSize: {
      small: 'Taille du texte réglée sur petite',
      medium: 'Taille du texte réglée sur moyenne',
      large: 'Taille du texte réglée sur grande',
      'extra-large': 'Taille du texte réglée sur très grande',
    },
    theme: {
      light: 'Thème réglé sur clair',
      dark: 'Thème réglé sur sombre',
      auto: 'Thème réglé sur automatique',
    },
    language: (language: string) => `Langue réglée sur ${language}`,
  } satisfies Translation<typeof announcementMessages>,
  'lib.network': {
    offline: {
      title: 'Vous êtes hors ligne',
      description:
        'Ce que vous envoyez maintenant est conservé et partira dès le retour de la connexion.',
    },
    online: { title: 'De retour en ligne', description: 'Envoi de tout ce qui était en attente.' },
    kept: {
      title: 'Enregistré pour plus tard',
      description: 'Vous êtes hors ligne. Ce sera envoyé dès le retour de la connexion.',
    },
  } satisfies Translation<typeof networkMessages>,
  'lib.push': {
    notSupported: {
      title: 'Non pris en charge',
      description: 'Ce navigateur ne prend pas en charge les notifications push',
    },
    blocked: {
      title: 'Notifications désactivées',
      description: 'Notifications bloquées : activez-les dans les paramètres du navigateur',
    },
    permissionDenied: {
      title: 'Autorisation refusée',
      description: 'Les notifications push nécessitent l’autorisation du navigateur',
    },
    permissionError: {
      title: 'Erreur d’autorisation',
      description: 'Impossible d’activer les notifications push',
    },
    enabled: {
      title: 'Notifications push activées',
      description: 'Ce navigateur sera prévenu dès qu’un départ correspondant se libère.',
    },
    disabled: {
      title: 'Notifications push désactivées',
      description: 'Ce navigateur ne recevra plus d’alertes de départ.',
    },
    subscriptionFailed: {
      title: 'Échec de l’abonnement',
      description: (reason: string) => `Impossible d’activer les notifications push. ${reason}`,
    },
    serverPushOff: 'Les notifications push sont désactivées sur ce serveur.',
    browserRefused: 'Le navigateur a refusé.',
    unsubscribeFailed: 'Échec du désabonnement',
    testFailed: 'Échec du test',
    testError: {
      title: 'Erreur',
      description: (reason: string) => `Impossible d’envoyer la notification de test. ${reason}`,
    },
    testSent: {
      title: 'Notification de test envoyée',
      description: (reached: string) => `Une notification TeeWatch est en route vers ${reached}.`,
      browsers: (count: number) =>
        plural(count, { one: 'votre navigateur', other: '# de vos navigateurs' }),
      emails: (count: number) =>
        plural(count, { one: 'votre adresse e-mail', other: '# de vos adresses e-mail' }),
      phones: (count: number) =>
        plural(count, { one: 'votre téléphone', other: '# de vos téléphones' }),
      nobodyNamed: 'vous',
      list: (parts: readonly string[]) =>
        new Intl.ListFormat('fr', { type: 'conjunction' }).format(parts),
    },
  } satisfies Translation<typeof pushMessages>,

  'lib.areas': {
    denver: 'Agglomération de Denver',
    boulder: 'Boulder',
    'colorado-springs': 'Colorado Springs',
    vail: 'Vallée de Vail',
    aspen: 'Aspen',
    'fort-collins': 'Fort Collins',
  } satisfies Translation<typeof areaMessages>,
};
