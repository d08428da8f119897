import { plural, type Translation } from '../../../lib/i18n';
import type { accessBenefitsMessages } from '../components/AccessBenefits.messages';
import type { accessCodeFormMessages } from '../components/AccessCodeForm.messages';
import type {
  accessGateMessages,
  accessGateTitleMessages,
} from '../components/AccessGate.messages';
import type { welcomeCardMessages } from '../components/WelcomeCard.messages';

export default {
  'access.gate': {
    title: 'Accès privé',
    intro:
      'TeeWatch est en bêta privée pour les golfeurs du Colorado. Saisissez votre code d’accès pour commencer à recevoir des alertes de départs.',
    revoked: 'Votre accès n’a pas pu être confirmé. Veuillez saisir à nouveau votre code d’accès.',
    needCode: 'Besoin d’un code\u00a0?',
    whereCodesComeFrom: (email: string) =>
      `Les codes sont fournis par l’équipe TeeWatch ou envoyés en invitation par un membre actuel. Demandez-en un au golfeur qui vous a parlé de TeeWatch, ou écrivez à ${email}.`,
    missingCodeTitle: 'Code d’accès manquant',
    missingCodeText: 'Veuillez saisir votre code d’accès.',
    invalidCodeTitle: 'Code d’accès invalide',
    grantedTitle: 'Accès accordé\u00a0!',
    refusals: {
      ACCESS_CODE_UNKNOWN: 'Ce code d’accès n’est pas valide. Vérifiez-le et réessayez.',
      ACCESS_CODE_EXPIRED: 'Ce code d’accès a expiré. Demandez-en un nouveau.',
      ACCESS_CODE_USED_UP: 'Ce code d’accès a déjà été utilisé le nombre maximal de fois.',
      RATE_LIMITED: 'Trop de tentatives avec des codes d’accès. Réessayez dans quelques minutes.',
    },
  } satisfies Translation<typeof accessGateMessages>,
  'access.codeForm': {
    label: 'Code d’accès',
    placeholder: 'ex.\u00a0: BETA-2026',
    help: 'Lettres, chiffres et tirets. Majuscules ou minuscules, peu importe.',
    submit: 'Valider l’accès',
  } satisfies Translation<typeof accessCodeFormMessages>,
  'access.benefits': {
    heading: 'Ce que reçoivent les membres de la bêta',
    listLabel: 'Avantages de la bêta',
    monitoring: {
      title: 'Surveillance en temps réel',
      text: 'Les feuilles de départ du Colorado vérifiées chaque minute, pour ne manquer aucune annulation.',
    },
    alerts: {
      title: 'Alertes instantanées',
      text: 'Push, e-mail ou SMS dès qu’un départ qui vous correspond se libère.',
    },
    pricing: {
      title: 'Tarifs transparents',
      text: 'Voyez le green fee avant de cliquer, dans la limite du prix que vous avez fixé.',
    },
    booking: {
      title: 'Réservation en un clic',
      text: 'Réservez le meilleur départ auprès du parcours en une seule étape.',
    },
    friends: {
      title: 'Le golf entre amis',
      text: 'Invitez votre groupe et trouvez des horaires qui conviennent à tous.',
    },
  } satisfies Translation<typeof accessBenefitsMessages>,
  'access.welcome': {
    badge: {
      private_beta: 'Accès à la bêta privée',
      friend_invite: 'Invitation d’un ami',
    },
    welcome: (name: string) => `Bienvenue, ${name}\u00a0!`,
    includedFeatures: 'Fonctionnalités incluses',
    invitedBy: (name: string) => `Invitation de ${name}`,
    usesRemaining: (uses: number) =>
      plural(uses, {
        zero: 'Ce code ne peut plus être utilisé',
        one: '# utilisation restante pour ce code',
        other: '# utilisations restantes pour ce code',
      }),
    validUntil: (date: string) => `Code valable jusqu’au ${date}`,
    continue: 'Continuer',
  } satisfies Translation<typeof welcomeCardMessages>,
  'access.gateTitle': {
    title: 'TeeWatch – Alertes de départs au Colorado',
  } satisfies Translation<typeof accessGateTitleMessages>,
};
