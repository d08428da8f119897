import type { Translation } from '../../../lib/i18n';
import type { landingMessages } from '../components/LandingPage.messages';

export default {
  'landing.page': {
    privateBeta: 'Beta privada · Colorado',
    title: 'No vuelvas a perderte un tee time libre en Colorado',
    pitch:
      'TeeWatch vigila los horarios de salida de los campos a todas horas y te avisa en cuanto se abre un hueco que encaja con tu fecha, tu hora, tu grupo y tu presupuesto: muchas veces, una cancelación que nadie más ha visto todavía.',
    findTeeTimes: 'Buscar tee times',
    featuresTitle: 'Todo lo que necesitas para salir al campo',
    features: {
      monitoring: {
        title: 'Seguimiento en tiempo real',
        text: 'Revisamos los horarios de salida de los campos de Colorado cada minuto, y los de hoy y mañana, con más frecuencia todavía.',
      },
      alerts: {
        title: 'Alertas al instante',
        text: 'Recibe una notificación push, un correo o un SMS a los pocos segundos de que se abra un hueco que te encaje.',
      },
      pricing: {
        title: 'Precios claros',
        text: 'Ves el green fee desde el principio. Tu precio máximo siempre se respeta.',
      },
      booking: {
        title: 'Reserva en segundos',
        text: 'Nuestro agente de reservas puede reservarte en el campo el hueco que mejor encaje con un solo clic.',
      },
      friends: {
        title: 'Juega con tus amigos',
        text: 'Invita a tu grupo de siempre y encuentra horarios que les vengan bien a todos.',
      },
    },
    ctaTitle: '¿Con ganas de tu próxima ronda?',
    ctaText:
      'Dinos la zona, el día y la hora que quieres. Seguiremos vigilando hasta que se abra un hueco. No necesitas cuenta para empezar.',
    bookToday: 'Reserva hoy tu tee time',
    oneClick: 'Reserva con un clic',
    signedIn: (name: string, dashboard: string) =>
      `Sesión iniciada como ${name}. Ve a ${dashboard} para ver tus reservas y tu perfil.`,
    dashboardLink: 'tu panel',
    signedOut: (signIn: string) => `¿Ya tienes cuenta? ${signIn} para ver tu panel y tus logros.`,
    signInLink: 'Inicia sesión',
    howLabel: 'Cómo funciona TeeWatch',
    howTitle: 'Cómo funciona',
    steps: [
      {
        title: 'Dinos qué buscas',
        text: 'Zona o campos, fecha, franja horaria, número de jugadores y tu precio máximo.',
      },
      {
        title: 'Vigilamos los horarios de salida',
        text: 'Revisamos cada campo vigilado al menos una vez por minuto, de día y de noche.',
      },
      {
        title: 'Consigues tu tee time',
        text: 'La alerta llega en segundos. Resérvalo tú o deja que lo haga el agente.',
      },
    ],
    areasTitle: 'Zonas que cubrimos',
    areasNote:
      'Campos públicos y de resort con los horarios de salida en línea. Cada mes se suman más campos.',
  } satisfies Translation<typeof landingMessages>,
};
