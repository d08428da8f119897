import { type CatalogueWords } from './catalogue-words.js';

export const germanCatalogueWords: CatalogueWords = {
  achievements: {
    welcome: {
      name: 'Willkommen bei TeeWatch',
      description: 'Erstellen Sie Ihr TeeWatch-Konto.',
    },
    'onboarding-complete': {
      name: 'Alles eingerichtet',
      description:
        'Richten Sie TeeWatch vollständig ein: Standort, Golfvorlieben und Benachrichtigungen.',
    },
    'first-alert': {
      name: 'Erster Alarm',
      description: 'Erstellen Sie Ihren ersten Startzeit-Alarm.',
    },
    'ten-alerts': { name: 'Immer im Blick', description: 'Haben Sie 10 Startzeit-Alarme.' },
    'first-booking': {
      name: 'Erste Buchung',
      description: 'Buchen Sie Ihre erste Startzeit über TeeWatch.',
    },
    'five-bookings': {
      name: 'Stammgast',
      description: 'Buchen Sie 5 Startzeiten über TeeWatch.',
    },
    'twenty-five-bookings': {
      name: 'Inventar im Club',
      description: 'Buchen Sie 25 Startzeiten über TeeWatch.',
    },
    'premium-bookings': {
      name: 'Turnierniveau',
      description: 'Buchen Sie 5 Premium-Startzeiten (100\u00a0$ oder mehr pro Spieler).',
    },
    'early-bird': { name: 'Frühaufsteher', description: 'Buchen Sie 10 Startzeiten vor 8 Uhr.' },
    'five-courses': {
      name: 'Platzentdecker',
      description: 'Buchen Sie auf 5 verschiedenen Golfplätzen.',
    },
    'twenty-courses': {
      name: 'Colorado-Tour',
      description: 'Buchen Sie auf 20 verschiedenen Golfplätzen.',
    },
    'smart-saver': {
      name: 'Clever gespart',
      description:
        'Sparen Sie 500\u00a0$ gegenüber den vollen Platzpreisen, indem Sie über TeeWatch buchen.',
    },
    'five-friends': {
      name: 'Vierer-Flight und mehr',
      description: 'Haben Sie 5 Freunde auf TeeWatch.',
    },
    'twenty-friends': {
      name: 'Liebling im Clubhaus',
      description: 'Haben Sie 20 Freunde auf TeeWatch.',
    },
  },
  levels: {
    1: 'Golf-Neuling',
    2: 'Wochenendkrieger',
    3: 'Platzwanderer',
    4: 'Fairway-Finder',
    5: 'Golfmeister',
    6: 'Legende',
  },
  streakMilestones: {
    3: 'Par-Serie',
    7: 'Birdie-Serie',
    14: 'Jagd auf den Eagle',
    30: 'Eagle-Serie',
    60: 'Meisterschaftslauf',
    100: 'Hole-in-One-Serie',
    365: 'Golflegende',
  },
};
