import { type CatalogueWords } from './catalogue-words.js';

export const spanishCatalogueWords: CatalogueWords = {
  achievements: {
    welcome: { name: 'Bienvenida a TeeWatch', description: 'Crea tu cuenta de TeeWatch.' },
    'onboarding-complete': {
      name: 'Todo listo',
      description:
        'Termina de configurar TeeWatch: ubicación, preferencias de golf y notificaciones.',
    },
    'first-alert': {
      name: 'Primera alerta',
      description: 'Crea tu primera alerta de tee times.',
    },
    'ten-alerts': { name: 'Siempre atento', description: 'Ten 10 alertas de tee times.' },
    'first-booking': {
      name: 'Primera reserva',
      description: 'Reserva tu primer tee time con TeeWatch.',
    },
    'five-bookings': { name: 'Habitual', description: 'Reserva 5 tee times con TeeWatch.' },
    'twenty-five-bookings': {
      name: 'Fijo en el club',
      description: 'Reserva 25 tee times con TeeWatch.',
    },
    'premium-bookings': {
      name: 'Gusto de campeonato',
      description: 'Reserva 5 tee times premium ($100 o más por jugador).',
    },
    'early-bird': {
      name: 'Madrugador',
      description: 'Reserva 10 tee times que empiecen antes de las 8 a.m.',
    },
    'five-courses': {
      name: 'Explorador de campos',
      description: 'Reserva en 5 campos distintos.',
    },
    'twenty-courses': {
      name: 'Gira por Colorado',
      description: 'Reserva en 20 campos distintos.',
    },
    'smart-saver': {
      name: 'Ahorro inteligente',
      description:
        'Ahorra $500 frente a los precios completos de los campos reservando con TeeWatch.',
    },
    'five-friends': { name: 'Partida de cuatro y más', description: 'Ten 5 amigos en TeeWatch.' },
    'twenty-friends': { name: 'Favorito del club', description: 'Ten 20 amigos en TeeWatch.' },
  },
  levels: {
    1: 'Golfista novato',
    2: 'Guerrero de fin de semana',
    3: 'Recorrecampos',
    4: 'Buscador de calles',
    5: 'Maestro del golf',
    6: 'Leyenda',
  },
  streakMilestones: {
    3: 'Racha de par',
    7: 'Racha de birdie',
    14: 'A la caza del eagle',
    30: 'Racha de eagle',
    60: 'Racha de campeonato',
    100: 'Racha de hoyo en uno',
    365: 'Leyenda del golf',
  },
};
