import { type CatalogueWords } from './catalogue-words.js';

export const frenchCatalogueWords: CatalogueWords = {
  achievements: {
    welcome: { name: 'Bienvenue sur TeeWatch', description: 'Créez votre compte TeeWatch.' },
    'onboarding-complete': {
      name: 'Tout est prêt',
      description:
        'Terminez la configuration de TeeWatch\u00a0: lieu, préférences de golf et notifications.',
    },
    'first-alert': {
      name: 'Première alerte',
      description: 'Créez votre première alerte de départs.',
    },
    'ten-alerts': { name: 'Toujours aux aguets', description: 'Ayez 10 alertes de départs.' },
    'first-booking': {
      name: 'Première réservation',
      description: 'Réservez votre premier départ avec TeeWatch.',
    },
    'five-bookings': { name: 'Habitué', description: 'Réservez 5 départs avec TeeWatch.' },
    'twenty-five-bookings': {
      name: 'Pilier du club',
      description: 'Réservez 25 départs avec TeeWatch.',
    },
    'premium-bookings': {
      name: 'Goût du championnat',
      description: 'Réservez 5 départs premium (100\u00a0$US ou plus par joueur).',
    },
    'early-bird': { name: 'Lève-tôt', description: 'Réservez 10 départs avant 8\u00a0h.' },
    'five-courses': {
      name: 'Explorateur de parcours',
      description: 'Réservez sur 5 parcours différents.',
    },
    'twenty-courses': {
      name: 'Tour du Colorado',
      description: 'Réservez sur 20 parcours différents.',
    },
    'smart-saver': {
      name: 'Économe avisé',
      description:
        'Économisez 500\u00a0$US par rapport aux pleins tarifs des golfs en réservant avec TeeWatch.',
    },
    'five-friends': { name: 'Partie à quatre et plus', description: 'Ayez 5 amis sur TeeWatch.' },
    'twenty-friends': {
      name: 'Chouchou du club-house',
      description: 'Ayez 20 amis sur TeeWatch.',
    },
  },
  levels: {
    1: 'Golfeur débutant',
    2: 'Guerrier du week-end',
    3: 'Arpenteur de parcours',
    4: 'Chasseur de fairways',
    5: 'Maître du golf',
    6: 'Légende',
  },
  streakMilestones: {
    3: 'Série par',
    7: 'Série birdie',
    14: 'À la poursuite de l’eagle',
    30: 'Série eagle',
    60: 'Parcours de champion',
    100: 'Série trou en un',
    365: 'Légende du golf',
  },
};
