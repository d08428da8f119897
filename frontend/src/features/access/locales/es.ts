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
    title: 'Acceso privado',
    intro:
      'TeeWatch está en beta privada para golfistas de Colorado. Ingresa tu código de acceso para empezar a recibir alertas de tee times.',
    revoked: 'No pudimos confirmar tu acceso. Vuelve a ingresar tu código de acceso.',
    needCode: '¿Necesitas un código?',
    whereCodesComeFrom: (email: string) =>
      `Los códigos los da el equipo de TeeWatch o llegan como invitación de un amigo que ya es miembro. Pídeselo al golfista que te habló de TeeWatch o escribe a ${email}.`,
    missingCodeTitle: 'Falta el código de acceso',
    missingCodeText: 'Ingresa tu código de acceso.',
    invalidCodeTitle: 'Código de acceso no válido',
    grantedTitle: '¡Acceso concedido!',
    refusals: {
      ACCESS_CODE_UNKNOWN: 'Ese código de acceso no es válido. Revísalo e inténtalo de nuevo.',
      ACCESS_CODE_EXPIRED: 'Ese código de acceso ya venció. Pide uno nuevo.',
      ACCESS_CODE_USED_UP: 'Ese código de acceso ya se usó el número máximo de veces.',
      RATE_LIMITED:
        'Demasiados intentos con códigos de acceso. Inténtalo de nuevo en unos minutos.',
    },
  } satisfies Translation<typeof accessGateMessages>,
  'access.codeForm': {
    label: 'Código de acceso',
    placeholder: 'p. ej., BETA-2026',
    help: 'Letras, números y guiones. No distingue entre mayúsculas y minúsculas.',
    submit: 'Validar acceso',
  } satisfies Translation<typeof accessCodeFormMessages>,
  'access.benefits': {
    heading: 'Lo que reciben los miembros de la beta',
    listLabel: 'Beneficios de la beta',
    monitoring: {
      title: 'Monitoreo en tiempo real',
      text: 'Revisamos las hojas de salida de Colorado cada minuto para que no se te escape ninguna cancelación.',
    },
    alerts: {
      title: 'Alertas al instante',
      text: 'Push, email o SMS en cuanto se libera un tee time que coincide con tu búsqueda.',
    },
    pricing: {
      title: 'Precios transparentes',
      text: 'Ve el green fee antes de hacer clic, siempre dentro de tu precio máximo.',
    },
    booking: {
      title: 'Reserva en un clic',
      text: 'Reserva la mejor opción con el campo en un solo paso.',
    },
    friends: {
      title: 'Golf con amigos',
      text: 'Invita a tu grupo y encuentren horarios que les funcionen a todos.',
    },
  } satisfies Translation<typeof accessBenefitsMessages>,
  'access.welcome': {
    badge: {
      private_beta: 'Acceso a la beta privada',
      friend_invite: 'Invitación de un amigo',
    },
    welcome: (name: string) => `¡Te damos la bienvenida, ${name}!`,
    includedFeatures: 'Funciones incluidas',
    invitedBy: (name: string) => `Invitación de ${name}`,
    usesRemaining: (uses: number) =>
      plural(uses, {
        zero: 'A este código ya no le quedan usos',
        one: 'A este código le queda # uso',
        other: 'A este código le quedan # usos',
      }),
    validUntil: (date: string) => `Código válido hasta el ${date}`,
    continue: 'Continuar',
  } satisfies Translation<typeof welcomeCardMessages>,
  'access.gateTitle': {
    title: 'TeeWatch – Alertas de tee time en Colorado',
  } satisfies Translation<typeof accessGateTitleMessages>,
};
