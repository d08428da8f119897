import type { Translation } from '../../../lib/i18n';
import type { landingMessages } from '../components/LandingPage.messages';

export default {
  'landing.page': {
    privateBeta: 'Private Beta · Colorado',
    title: 'Verpassen Sie nie wieder eine freie Startzeit in Colorado',
    pitch:
      'TeeWatch beobachtet rund um die Uhr die Startlisten der Plätze und meldet sich, sobald eine Startzeit frei wird, die zu Ihrem Datum, Ihrer Uhrzeit, Ihrem Flight und Ihrem Budget passt – oft eine Stornierung, die sonst noch niemand bemerkt hat.',
    findTeeTimes: 'Startzeiten finden',
    featuresTitle: 'Alles, was Sie brauchen, um auf den Platz zu kommen',
    features: {
      monitoring: {
        title: 'Überwachung in Echtzeit',
        text: 'Die Startlisten der Plätze in Colorado werden jede Minute geprüft, für heute und morgen sogar noch öfter.',
      },
      alerts: {
        title: 'Sofort benachrichtigt',
        text: 'Sie erhalten eine Push-Nachricht, E-Mail oder SMS wenige Sekunden, nachdem eine passende Startzeit frei geworden ist.',
      },
      pricing: {
        title: 'Transparente Preise',
        text: 'Sie sehen das Greenfee im Voraus. Ihr Preislimit wird immer eingehalten.',
      },
      booking: {
        title: 'In Sekunden gebucht',
        text: 'Unser Buchungsagent reserviert die beste Startzeit für Sie beim Platz – mit einem einzigen Klick.',
      },
      friends: {
        title: 'Mit Freunden spielen',
        text: 'Laden Sie Ihren festen Flight ein und finden Sie Zeiten, die für alle passen.',
      },
    },
    ctaTitle: 'Bereit für Ihre nächste Runde?',
    ctaText:
      'Nennen Sie uns Region, Tag und Uhrzeit. Wir halten Ausschau, bis etwas frei wird. Für den Start brauchen Sie kein Konto.',
    bookToday: 'Buchen Sie noch heute Ihre Startzeit',
    oneClick: 'Buchung mit einem Klick',
    signedIn: (name: string, dashboard: string) =>
      `Angemeldet als ${name}. Ihre Buchungen und Ihr Profil finden Sie in ${dashboard}.`,
    dashboardLink: 'Ihrem Dashboard',
    signedOut: (signIn: string) =>
      `Sie haben schon ein Konto? ${signIn}, um Ihr Dashboard und Ihre Erfolge zu sehen.`,
    signInLink: 'Melden Sie sich an',
    howLabel: 'So funktioniert TeeWatch',
    howTitle: 'So funktioniert’s',
    steps: [
      {
        title: 'Sagen Sie uns, was Sie suchen',
        text: 'Region oder Plätze, Datum, Zeitfenster, Anzahl der Spieler und Ihr Höchstpreis.',
      },
      {
        title: 'Wir beobachten die Startlisten',
        text: 'Jeder beobachtete Platz wird mindestens einmal pro Minute geprüft, Tag und Nacht.',
      },
      {
        title: 'Sie bekommen die Startzeit',
        text: 'Die Benachrichtigung kommt innerhalb von Sekunden. Buchen Sie selbst oder überlassen Sie es dem Agenten.',
      },
    ],
    areasTitle: 'Unsere Regionen',
    areasNote:
      'Öffentliche Plätze und Resortplätze, deren Startlisten online sind. Jeden Monat kommen weitere Plätze dazu.',
  } satisfies Translation<typeof landingMessages>,
};
