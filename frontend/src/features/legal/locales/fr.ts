import type { Translation } from '../../../lib/i18n';
import type { legalDocumentMessages } from '../components/LegalDocument.messages';
import type { privacyMessages } from '../components/PrivacyPolicy.messages';
import type { termsMessages } from '../components/TermsOfService.messages';

export default {
  'legal.document': {
    lastUpdated: (date: string) => `Dernière mise à jour : ${date}`,
    onThisPage: 'Sur cette page',
  } satisfies Translation<typeof legalDocumentMessages>,

  'legal.privacy': {
    title: 'Politique de confidentialité',
    updated: 'novembre 2026',
    intro:
      'TeeWatch est un petit service accessible uniquement sur invitation, qui surveille les feuilles de départ des parcours de golf du Colorado et vous prévient lorsqu’un départ qui vous intéresse se libère. La présente page indique précisément quelles données nous conservons à votre sujet, pour quelles raisons, pendant combien de temps et qui d’autre y a accès.',
    whatWeStore: {
      title: 'Ce que nous conservons et pourquoi',
      items: [
        '**Autorisation d’accès.** Lorsque votre code d’accès est accepté, nous déposons un cookie HttpOnly qui identifie votre autorisation d’accès. Il vous permet de franchir le contrôle d’accès de la bêta privée et nous indique quelles alertes et quels abonnements push se rattachent à votre navigateur si vous n’avez pas de compte. Nous enregistrons également le code utilisé, afin de décompter ses utilisations restantes.',
        '**Alertes.** La région ou les parcours, la date, la plage horaire, le nombre de joueurs et le prix maximum que vous nous demandez de surveiller, ainsi que les départs que nous y avons associés. Ces données nous sont nécessaires pour remplir la seule mission de TeeWatch.',
        '**Coordonnées pour les notifications.** L’adresse e-mail et le numéro de téléphone que vous nous communiquez, et le fait que vous les ayez ou non vérifiés. Nous n’écrivons qu’aux coordonnées vérifiées, et uniquement au sujet de vos alertes, de vos réservations et de votre compte.',
        '**Abonnements push.** Lorsque vous autorisez les notifications, votre navigateur nous transmet une adresse de réception push et des clés de chiffrement. Nous ne les utilisons que pour vous envoyer vos alertes.',
        '**Historique de distribution des e-mails.** Pour chaque e-mail envoyé, nous conservons l’identifiant du message attribué par le prestataire et son statut (envoyé, distribué, rejeté, en échec), afin de pouvoir vous montrer ce qui s’est passé et de cesser d’écrire aux adresses qui rejettent nos messages.',
        '**Données de compte**, si vous créez un compte : nom, adresse e-mail, une empreinte (hash) du mot de passe (jamais le mot de passe lui-même), les modes de connexion que vous associez, vos préférences de notification, vos points, vos succès et vos réservations.',
        '**Uniquement dans votre navigateur.** Quelques entrées du stockage local, toutes préfixées par `teewatch:` — par exemple `teewatch:access` (les informations de bienvenue liées à votre code d’accès), `teewatch:theme` (clair, sombre ou système), `teewatch:session` (vos jetons de connexion) et vos paramètres d’accessibilité. Elles ne quittent jamais votre appareil, sauf si l’application nous les transmet pour la fonctionnalité que vous utilisez ; l’effacement des données de votre navigateur les supprime.',
      ],
    },
    whatWeDoNotDo: {
      title: 'Ce que nous ne faisons pas',
      items: [
        'Nous ne vendons ni ne louons vos données, et nous n’affichons aucune publicité.',
        'L’application ne charge aucun traceur, script d’analyse ni police de caractères provenant de tiers.',
        'Nous n’envoyons jamais de messages à des coordonnées que vous n’avez pas vérifiées.',
      ],
    },
    retention: {
      title: 'Durée de conservation',
      items: [
        'Le cookie d’autorisation d’accès est conservé jusqu’à l’expiration ou la révocation de l’autorisation liée à votre code.',
        'Les alertes sont conservées jusqu’à ce que vous les supprimiez ou que leur date soit passée.',
        'L’historique de distribution des e-mails et l’historique des notifications sont conservés 90 jours, puis supprimés.',
        'Les abonnements push sont supprimés lorsque vous désactivez les notifications ou lorsque le service push nous informe que l’abonnement a pris fin.',
        'Les données de compte sont conservées tant que votre compte existe. Lorsque vous supprimez votre compte, nous les effaçons dans un délai de 30 jours, à l’exception des données de réservation dont un parcours a besoin pour honorer une réservation.',
      ],
    },
    thirdParties: {
      title: 'Les autres intervenants',
      items: [
        '**Amazon Web Services** — Simple Email Service (SES) envoie nos e-mails et Simple Notification Service (SNS) nos SMS. Ces services reçoivent l’adresse ou le numéro, ainsi que le texte du message.',
        '**Le service push de votre navigateur** (par exemple Google, Mozilla ou Apple, selon votre navigateur) achemine les notifications push. Leur contenu est chiffré de bout en bout ; le service voit seulement qu’un message a été envoyé.',
        '**Les plateformes de réservation des parcours de golf**. Nous consultons les disponibilités publiques des départs sur les plateformes qu’utilisent les parcours. Lorsque vous réservez via TeeWatch, nous transmettons à la plateforme du parcours concerné le nom, l’adresse e-mail et le numéro de téléphone nécessaires à la réservation ; les données qu’elle conserve relèvent de sa propre politique de confidentialité.',
      ],
    },
    yourChoices: {
      title: 'Vos choix',
      text: 'Vous pouvez supprimer vos alertes, désactiver n’importe quel canal de notification, vous désabonner des notifications push dans votre navigateur, et nous demander une copie de vos données ou leur suppression. Écrivez-nous par e-mail : nous vous répondrons sous 30 jours.',
    },
    contact: {
      title: 'Contact',
      text: (email: string) => `Questions ou demandes concernant vos données : ${email}.`,
    },
  } satisfies Translation<typeof privacyMessages>,

  'legal.terms': {
    title: 'Conditions d’utilisation',
    updated: 'novembre 2026',
    intro:
      'Les présentes conditions régissent votre utilisation de TeeWatch pendant sa bêta privée. Elles sont volontairement courtes ; nous vous remercions de les lire.',
    privateBeta: {
      title: 'Une bêta privée, sur invitation',
      text: 'TeeWatch est en bêta privée. Pour y accéder, il vous faut un code d’accès fourni par nos soins ou l’invitation d’un membre actuel. Les codes sont personnels et réservés aux personnes à qui ils ont été remis ; une invitation d’ami n’est valable qu’une fois. Nous pouvons mettre fin à un code ou à une autorisation partagés publiquement ou utilisés de manière abusive.',
    },
    noGuarantee: {
      title: 'Aucune garantie de disponibilité',
      items: [
        'Nous faisons tout notre possible pour repérer rapidement les départs libres, mais nous ne pouvons garantir ni que nous voyons chaque créneau, ni qu’une alerte arrive à temps, ni qu’un créneau soit encore libre lorsque vous tentez de le réserver. D’autres golfeurs cherchent aussi.',
        'S’agissant d’une version bêta, le service peut être lent, interrompu ou modifié à tout moment ; il est fourni en l’état, sans aucune garantie.',
      ],
    },
    bookings: {
      title: 'Les réservations se font auprès du parcours',
      text: 'Lorsque vous réservez — vous-même ou par l’intermédiaire de notre agent de réservation —, la réservation est conclue entre vous et le parcours de golf, sur la plateforme de réservation propre au parcours. Les tarifs du parcours, ses conditions d’annulation et de non-présentation ainsi que son règlement de jeu s’appliquent. TeeWatch n’encaisse aucun paiement pour les départs et ne peut pas modifier la décision d’un parcours concernant une réservation.',
    },
    fairUse: {
      title: 'Usage loyal',
      items: [
        'Utilisez TeeWatch pour votre propre pratique du golf, et non pour revendre des départs.',
        'N’essayez pas de contourner les limites de réservation des parcours, d’extraire automatiquement les données de TeeWatch ni de le surcharger.',
        'Ne communiquez que vos propres coordonnées. Nous limitons le nombre de messages envoyés, notamment par un plafond quotidien de SMS, afin que le service reste équitable et abordable.',
      ],
    },
    changes: {
      title: 'Modification des présentes conditions',
      text: 'Nous mettrons ces conditions à jour à mesure que TeeWatch évoluera. Lorsqu’une modification est importante, nous vous en informerons dans l’application ou par e-mail avant son entrée en vigueur. Le fait de continuer à utiliser TeeWatch après cette date vaut acceptation des nouvelles conditions.',
    },
    contact: {
      title: 'Contact',
      text: (email: string) => `Questions concernant ces conditions : ${email}.`,
    },
  } satisfies Translation<typeof termsMessages>,
};
