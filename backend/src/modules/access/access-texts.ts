import { type Language } from '@teewatch/contracts';
import { BETA_FEATURES } from './access-codes.js';

/** What the welcome card's answer says (POST /api/access-codes/validate, GET .../grant). */
const en = {
  welcomeBack: 'Welcome back to TeeWatch!',
  welcomeInvited: (inviter: string) => `Welcome to TeeWatch! ${inviter} invited you.`,
  welcomeBeta: 'Welcome to the TeeWatch private beta!',
  active: 'Your TeeWatch access is active.',
  betaCode: 'Private beta access code',
  friendInvitation: 'Friend invitation',
  friendInvitationFrom: (inviter: string) => `Friend invitation from ${inviter}`,
  guestOf: (inviter: string) => `Guest of ${inviter}`,
  betaGolfer: 'Beta Golfer',
  /** The default features, as codes store them (English); a code's own features stay as stored. */
  betaFeatures: BETA_FEATURES,
};
type AccessTexts = typeof en;

const es = {
  welcomeBack: '¡Qué bueno verte de nuevo en TeeWatch!',
  welcomeInvited: (inviter) => `¡Te damos la bienvenida a TeeWatch! ${inviter} te ha invitado.`,
  welcomeBeta: '¡Te damos la bienvenida a la beta privada de TeeWatch!',
  active: 'Tu acceso a TeeWatch está activo.',
  betaCode: 'Código de acceso a la beta privada',
  friendInvitation: 'Invitación de un amigo',
  friendInvitationFrom: (inviter) => `Invitación de ${inviter}`,
  guestOf: (inviter) => `Con invitación de ${inviter}`,
  betaGolfer: 'Golfista beta',
  betaFeatures: [
    'Alertas de tee times en tiempo real para campos de Colorado',
    'Notificaciones push, por correo y por SMS al instante',
    'Recomendaciones de reserva en un clic',
    'Logros, rachas y clasificaciones',
  ],
} satisfies AccessTexts;

const fr = {
  welcomeBack: 'Ravis de vous revoir sur TeeWatch\u00a0!',
  welcomeInvited: (inviter) => `Bienvenue sur TeeWatch\u00a0! ${inviter} vous a invité.`,
  welcomeBeta: 'Bienvenue dans la bêta privée de TeeWatch\u00a0!',
  active: 'Votre accès à TeeWatch est actif.',
  betaCode: 'Code d’accès à la bêta privée',
  friendInvitation: 'Invitation d’un ami',
  friendInvitationFrom: (inviter) => `Invitation de ${inviter}`,
  guestOf: (inviter) => `Sur invitation de ${inviter}`,
  betaGolfer: 'Golfeur de la bêta',
  betaFeatures: [
    'Alertes de départs en temps réel pour les parcours du Colorado',
    'Notifications push, e-mail et SMS instantanées',
    'Recommandations de réservation en un clic',
    'Succès, séries et classements',
  ],
} satisfies AccessTexts;

const de = {
  welcomeBack: 'Willkommen zurück bei TeeWatch!',
  welcomeInvited: (inviter) => `Willkommen bei TeeWatch! ${inviter} hat Sie eingeladen.`,
  welcomeBeta: 'Willkommen in der privaten Beta von TeeWatch!',
  active: 'Ihr TeeWatch-Zugang ist aktiv.',
  betaCode: 'Zugangscode für die private Beta',
  friendInvitation: 'Einladung eines Freundes',
  friendInvitationFrom: (inviter) => `Einladung von ${inviter}`,
  guestOf: (inviter) => `Gast von ${inviter}`,
  betaGolfer: 'Beta-Golfer',
  betaFeatures: [
    'Echtzeit-Alarme für Startzeiten auf Golfplätzen in Colorado',
    'Sofortige Push-, E-Mail- und SMS-Benachrichtigungen',
    'Buchungsempfehlungen mit einem Klick',
    'Erfolge, Serien und Ranglisten',
  ],
} satisfies AccessTexts;

export const accessTexts: Record<Language, AccessTexts> = { en, es, fr, de };

/** A code's features in `language`: the default list is translated, a code's own list is not. */
export function featuresOf(stored: readonly string[], language: Language): string[] {
  const isDefault =
    stored.length === BETA_FEATURES.length &&
    stored.every((feature, index) => feature === BETA_FEATURES[index]);
  return [...(isDefault ? accessTexts[language].betaFeatures : stored)];
}
