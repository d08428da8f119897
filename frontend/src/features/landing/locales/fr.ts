import type { Translation } from '../../../lib/i18n';
import type { landingMessages } from '../components/LandingPage.messages';

export default {
  'landing.page': {
    privateBeta: 'Bêta privée · Colorado',
    title: 'Ne manquez plus jamais un départ libre au Colorado',
    pitch:
      'TeeWatch surveille jour et nuit les feuilles de départ des parcours et vous prévient dès qu’un créneau correspondant à votre date, votre horaire, votre groupe et votre budget se libère — souvent une annulation que personne d’autre n’a encore repérée.',
    findTeeTimes: 'Trouver un départ',
    featuresTitle: 'Tout ce qu’il vous faut pour aller jouer',
    features: {
      monitoring: {
        title: 'Surveillance en temps réel',
        text: 'Les feuilles de départ des parcours du Colorado sont vérifiées chaque minute, et plus souvent encore pour aujourd’hui et demain.',
      },
      alerts: {
        title: 'Alertes instantanées',
        text: 'Recevez une notification push, un e-mail ou un SMS quelques secondes après l’ouverture d’un créneau qui vous correspond.',
      },
      pricing: {
        title: 'Des prix transparents',
        text: 'Vous voyez le green fee d’emblée. Votre prix maximum est toujours respecté.',
      },
      booking: {
        title: 'Réservez en quelques secondes',
        text: 'Notre agent de réservation peut réserver pour vous le meilleur créneau auprès du parcours, en un seul clic.',
      },
      friends: {
        title: 'Jouez entre amis',
        text: 'Invitez votre partie habituelle et trouvez des horaires qui conviennent à tout le groupe.',
      },
    },
    ctaTitle: 'Envie de jouer votre prochaine partie ?',
    ctaText:
      'Indiquez-nous la région, le jour et l’heure qui vous intéressent. Nous surveillons jusqu’à ce qu’un créneau se libère. Pas besoin de compte pour commencer.',
    bookToday: 'Réservez votre départ dès aujourd’hui',
    oneClick: 'Réservation en un clic',
    signedIn: (name: string, dashboard: string) =>
      `Vous êtes connecté en tant que ${name}. Retrouvez vos réservations et votre profil sur ${dashboard}.`,
    dashboardLink: 'votre tableau de bord',
    signedOut: (signIn: string) =>
      `Vous avez déjà un compte ? ${signIn} pour voir votre tableau de bord et vos succès.`,
    signInLink: 'Connectez-vous',
    howLabel: 'Comment fonctionne TeeWatch',
    howTitle: 'Comment ça marche',
    steps: [
      {
        title: 'Dites-nous ce que vous cherchez',
        text: 'Région ou parcours, date, plage horaire, nombre de joueurs et votre prix maximum.',
      },
      {
        title: 'Nous surveillons les feuilles de départ',
        text: 'Chaque parcours surveillé est vérifié au moins une fois par minute, jour et nuit.',
      },
      {
        title: 'Vous obtenez votre départ',
        text: 'L’alerte arrive en quelques secondes. Réservez vous-même ou laissez l’agent s’en charger.',
      },
    ],
    areasTitle: 'Régions couvertes',
    areasNote:
      'Parcours publics et de resorts dont les feuilles de départ sont en ligne. De nouveaux parcours s’ajoutent chaque mois.',
  } satisfies Translation<typeof landingMessages>,
};
