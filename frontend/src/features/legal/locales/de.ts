import type { Translation } from '../../../lib/i18n';
import type { legalDocumentMessages } from '../components/LegalDocument.messages';
import type { privacyMessages } from '../components/PrivacyPolicy.messages';
import type { termsMessages } from '../components/TermsOfService.messages';

export default {
  'legal.document': {
    lastUpdated: (date: string) => `Zuletzt aktualisiert: ${date}`,
    onThisPage: 'Auf dieser Seite',
  } satisfies Translation<typeof legalDocumentMessages>,

  'legal.privacy': {
    title: 'Datenschutzerklärung',
    updated: 'November 2026',
    intro:
      'TeeWatch ist ein kleiner Dienst, der nur auf Einladung zugänglich ist. Er beobachtet die Startlisten von Golfplätzen in Colorado und benachrichtigt Sie, sobald eine gewünschte Startzeit frei wird. Diese Seite legt genau dar, welche Daten wir über Sie speichern, zu welchem Zweck, wie lange und wer sie sonst noch einsehen kann.',
    whatWeStore: {
      title: 'Was wir speichern und warum',
      items: [
        '**Zugangsberechtigung.** Wenn Ihr Zugangscode angenommen wird, setzen wir ein HttpOnly-Cookie, das Ihre Zugangsberechtigung kennzeichnet. Damit gelangen Sie an der Zugangssperre der privaten Beta vorbei, und wir erkennen daran, welche Alarme und Push-Abonnements zu Ihrem Browser gehören, wenn Sie kein Konto haben. Außerdem speichern wir, welcher Code verwendet wurde, um seine verbleibenden Nutzungen zählen zu können.',
        '**Alarme.** Die Region oder die Plätze, das Datum, das Zeitfenster, die Anzahl der Spieler und das Preislimit, die wir für Sie beobachten sollen, sowie die Startzeiten, die wir dazu gefunden haben. Diese Angaben benötigen wir für die einzige Aufgabe, für die es TeeWatch gibt.',
        '**Kontaktdaten für Benachrichtigungen.** Die E-Mail-Adresse und die Telefonnummer, die Sie uns mitteilen, und ob Sie diese bestätigt haben. Wir schreiben ausschließlich an bestätigte Kontakte und nur zu Ihren Alarmen, Ihren Buchungen und Ihrem Konto.',
        '**Push-Abonnements.** Wenn Sie Benachrichtigungen erlauben, übermittelt uns Ihr Browser einen Push-Endpunkt und Schlüssel zur Verschlüsselung. Wir verwenden sie ausschließlich, um Ihnen Ihre Alarme zuzustellen.',
        '**Zustellprotokolle für E-Mails.** Für jede E-Mail, die wir senden, speichern wir die Nachrichten-ID des Anbieters und ihren Status (gesendet, zugestellt, unzustellbar, fehlgeschlagen), damit wir Ihnen zeigen können, was geschehen ist, und nicht mehr an unzustellbare Adressen schreiben.',
        '**Kontodaten**, sofern Sie ein Konto anlegen: Name, E-Mail-Adresse, ein Hash Ihres Passworts (niemals das Passwort selbst), die verknüpften Anmeldemethoden, Ihre Benachrichtigungseinstellungen, Punkte, Erfolge und Buchungen.',
        '**Nur in Ihrem Browser.** Einige Einträge im lokalen Speicher, die alle mit `teewatch:` beginnen – zum Beispiel `teewatch:access` (die Willkommensangaben zu Ihrem Zugangscode), `teewatch:theme` (hell, dunkel oder wie im System), `teewatch:session` (Ihre Anmelde-Tokens) sowie Ihre Einstellungen zur Barrierefreiheit. Sie verlassen Ihr Gerät nie, es sei denn, die App übermittelt sie uns für die Funktion, die Sie gerade nutzen; wenn Sie Ihre Browserdaten löschen, werden sie entfernt.',
      ],
    },
    whatWeDoNotDo: {
      title: 'Was wir nicht tun',
      items: [
        'Wir verkaufen oder vermieten Ihre Daten nicht und zeigen keine Werbung.',
        'Die App lädt keine Tracker, Analyseskripte oder Schriftarten von Drittanbietern.',
        'Wir senden niemals Nachrichten an Kontakte, die Sie nicht bestätigt haben.',
      ],
    },
    retention: {
      title: 'Wie lange wir Daten speichern',
      items: [
        'Das Cookie der Zugangsberechtigung bleibt bestehen, bis die Berechtigung Ihres Codes abläuft oder widerrufen wird.',
        'Alarme bleiben gespeichert, bis Sie sie löschen oder ihr Datum verstrichen ist.',
        'Zustellprotokolle für E-Mails und der Benachrichtigungsverlauf werden 90 Tage lang aufbewahrt und danach gelöscht.',
        'Push-Abonnements werden entfernt, wenn Sie Benachrichtigungen ausschalten oder der Push-Dienst uns mitteilt, dass das Abonnement beendet ist.',
        'Kontodaten werden gespeichert, solange Ihr Konto besteht. Wenn Sie Ihr Konto löschen, löschen wir diese Daten innerhalb von 30 Tagen, ausgenommen Buchungsdaten, die ein Platz benötigt, um eine Reservierung einzuhalten.',
      ],
    },
    thirdParties: {
      title: 'Wer außerdem beteiligt ist',
      items: [
        '**Amazon Web Services** – Simple Email Service (SES) versendet unsere E-Mails und Simple Notification Service (SNS) unsere SMS. Diese Dienste erhalten die Adresse bzw. die Nummer und den Text der Nachricht.',
        '**Der Push-Dienst Ihres Browsers** (zum Beispiel Google, Mozilla oder Apple, je nach Browser) überträgt Push-Benachrichtigungen. Der Inhalt ist Ende-zu-Ende-verschlüsselt; der Dienst sieht nur, dass eine Nachricht gesendet wurde.',
        '**Buchungsplattformen der Golfplätze**. Wir lesen die öffentlich einsehbare Verfügbarkeit von Startzeiten auf den Plattformen, die die Plätze nutzen. Wenn Sie über TeeWatch buchen, übermitteln wir den für die Reservierung erforderlichen Namen, die E-Mail-Adresse und die Telefonnummer an die Plattform des jeweiligen Platzes; für die dort gespeicherten Daten gilt deren eigene Datenschutzerklärung.',
      ],
    },
    yourChoices: {
      title: 'Ihre Wahlmöglichkeiten',
      text: 'Sie können Alarme löschen, jeden Benachrichtigungskanal ausschalten, Push-Benachrichtigungen in Ihrem Browser abbestellen und von uns eine Kopie Ihrer Daten oder deren Löschung verlangen. Schreiben Sie uns eine E-Mail; wir antworten innerhalb von 30 Tagen.',
    },
    contact: {
      title: 'Kontakt',
      text: (email: string) => `Fragen oder Anliegen zu Ihren Daten: ${email}.`,
    },
  } satisfies Translation<typeof privacyMessages>,

  'legal.terms': {
    title: 'Nutzungsbedingungen',
    updated: 'November 2026',
    intro:
      'Diese Bedingungen regeln Ihre Nutzung von TeeWatch während der privaten Beta. Sie sind bewusst kurz gehalten; bitte lesen Sie sie.',
    privateBeta: {
      title: 'Eine private Beta, nur auf Einladung',
      text: 'TeeWatch befindet sich in einer privaten Beta. Sie benötigen einen Zugangscode von uns oder eine Einladung eines bestehenden Mitglieds. Codes gelten nur für die Personen, an die sie vergeben wurden; eine Freundeseinladung kann einmal verwendet werden. Wir können einen Code oder eine Berechtigung beenden, wenn sie öffentlich geteilt oder missbraucht wird.',
    },
    noGuarantee: {
      title: 'Keine Garantie für Verfügbarkeit',
      items: [
        'Wir bemühen uns sehr, freie Startzeiten schnell zu entdecken, können aber nicht zusagen, dass wir jede Startzeit sehen, dass ein Alarm rechtzeitig ankommt oder dass eine Startzeit noch frei ist, wenn Sie sie buchen möchten. Andere Golfer suchen ebenfalls.',
        'Da es sich um eine Beta handelt, kann der Dienst jederzeit langsam sein, unterbrochen oder geändert werden; er wird ohne Gewähr und ohne jegliche Garantie bereitgestellt.',
      ],
    },
    bookings: {
      title: 'Gebucht wird beim Golfplatz',
      text: 'Wenn Sie buchen – selbst oder über unseren Buchungsagenten –, kommt die Reservierung zwischen Ihnen und dem Golfplatz zustande, und zwar über die eigene Buchungsplattform des Platzes. Es gelten die Preise des Platzes, seine Regelungen zu Stornierung und Nichterscheinen sowie seine Platzordnung. TeeWatch nimmt keine Zahlungen für Startzeiten entgegen und kann die Entscheidung eines Platzes über eine Reservierung nicht ändern.',
    },
    fairUse: {
      title: 'Faire Nutzung',
      items: [
        'Nutzen Sie TeeWatch für Ihr eigenes Golfspiel, nicht zum Weiterverkauf von Startzeiten.',
        'Versuchen Sie nicht, die Buchungsgrenzen der Plätze zu umgehen, TeeWatch automatisiert auszulesen oder zu überlasten.',
        'Geben Sie nur Ihre eigenen Kontaktdaten an. Wir begrenzen die Zahl der Nachrichten, die wir senden, einschließlich einer täglichen Obergrenze für SMS, damit der Dienst fair und bezahlbar bleibt.',
      ],
    },
    changes: {
      title: 'Änderungen dieser Bedingungen',
      text: 'Wir werden diese Bedingungen anpassen, während TeeWatch wächst. Ist eine Änderung wesentlich, informieren wir Sie vor ihrem Inkrafttreten in der App oder per E-Mail. Wenn Sie TeeWatch danach weiter nutzen, erklären Sie sich mit den neuen Bedingungen einverstanden.',
    },
    contact: {
      title: 'Kontakt',
      text: (email: string) => `Fragen zu diesen Bedingungen: ${email}.`,
    },
  } satisfies Translation<typeof termsMessages>,
};
