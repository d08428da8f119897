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
    title: 'Privater Zugang',
    intro:
      'TeeWatch ist in der privaten Beta für Golfer in Colorado. Geben Sie Ihren Zugangscode ein, um Benachrichtigungen zu freien Startzeiten zu erhalten.',
    revoked:
      'Ihr Zugang konnte nicht bestätigt werden. Bitte geben Sie Ihren Zugangscode erneut ein.',
    needCode: 'Sie brauchen einen Code?',
    whereCodesComeFrom: (email: string) =>
      `Codes erhalten Sie vom TeeWatch-Team oder als Einladung eines bestehenden Mitglieds. Fragen Sie den Golfer, der Ihnen von TeeWatch erzählt hat, oder schreiben Sie an ${email}.`,
    missingCodeTitle: 'Zugangscode fehlt',
    missingCodeText: 'Bitte geben Sie Ihren Zugangscode ein.',
    invalidCodeTitle: 'Ungültiger Zugangscode',
    grantedTitle: 'Zugang gewährt!',
    refusals: {
      ACCESS_CODE_UNKNOWN:
        'Dieser Zugangscode ist ungültig. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
      ACCESS_CODE_EXPIRED: 'Dieser Zugangscode ist abgelaufen. Fragen Sie nach einem neuen.',
      ACCESS_CODE_USED_UP: 'Dieser Zugangscode wurde bereits so oft wie erlaubt verwendet.',
      RATE_LIMITED:
        'Zu viele Versuche mit Zugangscodes. Bitte versuchen Sie es in einigen Minuten erneut.',
    },
  } satisfies Translation<typeof accessGateMessages>,
  'access.codeForm': {
    label: 'Zugangscode',
    placeholder: 'z. B. BETA-2026',
    help: 'Buchstaben, Ziffern und Bindestriche. Groß- und Kleinschreibung spielt keine Rolle.',
    submit: 'Zugang prüfen',
  } satisfies Translation<typeof accessCodeFormMessages>,
  'access.benefits': {
    heading: 'Das erhalten Beta-Mitglieder',
    listLabel: 'Vorteile der Beta',
    monitoring: {
      title: 'Überwachung in Echtzeit',
      text: 'Die Startzeitenlisten in Colorado werden jede Minute geprüft, damit Ihnen keine Stornierung entgeht.',
    },
    alerts: {
      title: 'Sofortige Benachrichtigungen',
      text: 'Per Push, E-Mail oder SMS, sobald eine passende Startzeit frei wird.',
    },
    pricing: {
      title: 'Transparente Preise',
      text: 'Sie sehen das Greenfee vor dem Klick, und Ihr Preislimit wird eingehalten.',
    },
    booking: {
      title: 'Buchen mit einem Klick',
      text: 'Buchen Sie die beste Startzeit in einem Schritt direkt beim Platz.',
    },
    friends: {
      title: 'Golf mit Freunden',
      text: 'Laden Sie Ihre Gruppe ein und finden Sie Zeiten, die allen passen.',
    },
  } satisfies Translation<typeof accessBenefitsMessages>,
  'access.welcome': {
    badge: {
      private_beta: 'Zugang zur privaten Beta',
      friend_invite: 'Einladung von Freunden',
    },
    welcome: (name: string) => `Willkommen, ${name}!`,
    includedFeatures: 'Enthaltene Funktionen',
    invitedBy: (name: string) => `Eingeladen von ${name}`,
    usesRemaining: (uses: number) =>
      plural(uses, {
        zero: 'Dieser Code kann nicht mehr verwendet werden',
        one: 'Dieser Code kann noch # Mal verwendet werden',
        other: 'Dieser Code kann noch # Mal verwendet werden',
      }),
    validUntil: (date: string) => `Code gültig bis zum ${date}`,
    continue: 'Weiter',
  } satisfies Translation<typeof welcomeCardMessages>,
  'access.gateTitle': {
    title: 'TeeWatch – Startzeit-Alarme für Colorado',
  } satisfies Translation<typeof accessGateTitleMessages>,
};
