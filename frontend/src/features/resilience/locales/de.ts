import { formatCount } from '../../../lib/format';
import { plural, type Translation } from '../../../lib/i18n';
import type { callErrorMessages } from '../api/call-error.messages';
import type { emailStatusMessages } from '../components/EmailStatusPanel.messages';
import type { errorHandlingMessages } from '../components/ErrorHandlingPage.messages';
import type { formDemoMessages } from '../components/FormDemo.messages';
import type { networkMessages } from '../components/NetworkPanel.messages';
import type { quickSearchMessages } from '../components/QuickSearchCard.messages';
import type { formRulesMessages } from '../form-demo.rules.messages';

export default {
  'resilience.page': {
    back: 'Zurück zur Startseite',
    title: 'Fehlerbehandlung & Wiederherstellung',
    productionReady: 'Produktionsreif',
    systems: (count: number) => plural(count, { one: '# System', other: '# Systeme' }),
    intro:
      'Wie TeeWatch auch mit einer Verbindung in den Bergen weiterläuft: was es über das Netz weiß und was es für Sie aufbewahrt, bis die Verbindung wieder da ist.',
    tabsLabel: 'Systeme',
    tabs: {
      network: 'Netzwerk',
      auth: 'Anmeldung',
      email: 'E-Mail',
      forms: 'Formulare',
      social: 'Soziale Netzwerke',
    },
    glance: 'Die Systeme auf einen Blick',
    online: 'Online',
    offline: 'Offline',
    waiting: (count: number) =>
      plural(count, {
        zero: 'nichts wartet',
        one: '# wartet auf Versand',
        other: '# warten auf Versand',
      }),
    authStatus: 'Wieder anmelden per E-Mail, Anmeldelink oder Google',
    noEmails: 'Noch keine E-Mails',
    emailStatus: (onTheirWay: number, total: number) =>
      `${formatCount(onTheirWay)} von ${formatCount(total)} unterwegs oder zugestellt`,
    formsStatus: 'Beim Tippen geprüft, genau einmal gesendet',
    socialStatus: 'Google, Facebook und GitHub',
  } satisfies Translation<typeof errorHandlingMessages>,

  'resilience.network': {
    connection: 'Verbindung',
    online: 'Online',
    offline: 'Offline',
    quality: (quality: string) => `Verbindungsqualität: ${quality}`,
    qualities: {
      excellent: 'Sehr gut',
      good: 'Gut',
      poor: 'Schwach',
      offline: 'Offline',
    },
    networkType: (type: string, megabits: string) =>
      `Netzwerktyp ${type}, etwa ${megabits} Mbit/s.`,
    unknownType: 'unbekannt',
    noNetworkType: 'Dieser Browser gibt seinen Netzwerktyp nicht an.',
    checked: (at: string) => `Geprüft um ${at}; erneute Prüfung alle 30 Sekunden.`,
    queueTitle: 'Wartet auf Versand',
    queueEmpty:
      'Nichts wartet. Was Sie offline senden, wird hier aufbewahrt und der Reihe nach verschickt, sobald die Verbindung wieder da ist.',
    actions: {
      'form-submit': 'Formularversand',
      search: 'Startzeitsuche',
      booking: 'Buchungsanfrage',
    },
    kept: (at: string) => `Aufbewahrt um ${at}`,
    keptAndTried: (at: string, tries: number, lastError: string) =>
      `Aufbewahrt um ${at} · ${plural(tries, { one: '# Versuch', other: '# Versuche' })}, zuletzt: ${lastError}`,
    networkError: 'Netzwerkfehler',
    offlineNote: 'Diese werden automatisch gesendet, sobald Sie wieder online sind.',
    sending: 'Wird gesendet…',
    sendNow: 'Jetzt senden',
  } satisfies Translation<typeof networkMessages>,

  'resilience.quickSearch': {
    title: 'Freie Startzeiten suchen',
    near: 'In der Nähe von',
    date: 'Datum',
    players: 'Spieler',
    search: 'Suchen',
    searchFailed: 'Suche fehlgeschlagen',
    noneNear: (area: string, day: string) =>
      `Keine freien Startzeiten in der Nähe von ${area} am ${day}.`,
    found: (count: number, day: string) =>
      plural(count, { one: `# freie Startzeit am ${day}`, other: `# freie Startzeiten am ${day}` }),
    details: (price: string, spots: number, miles: string) =>
      `${price} pro Spieler · ${plural(spots, { one: '# freier Platz', other: '# freie Plätze' })} · ${miles} Meilen`,
  } satisfies Translation<typeof quickSearchMessages>,

  'resilience.email': {
    recentTitle: 'Letzte E-Mails',
    loadFailed: 'Ihre E-Mails konnten nicht geladen werden.',
    none: 'TeeWatch hat Ihnen noch keine E-Mail geschickt.',
    sentTo: (address: string, when: string) => `An ${address} · ${when}`,
    delayNote:
      'E-Mails können sich um bis zu 15 Minuten verzögern. Ist eine nicht angekommen, sehen Sie bitte in Ihrem Spam-Ordner nach.',
    notDelivered: 'Nicht zugestellt',
    statuses: {
      pending: 'Ausstehend',
      sent: 'Gesendet',
      delivered: 'Zugestellt',
      failed: 'Fehlgeschlagen',
      bounced: 'Unzustellbar',
    },
    failedTo: (address: string, status: string) => `An ${address} · ${status}`,
    failedToBecause: (address: string, status: string, detail: string) =>
      `An ${address} · ${status}: ${detail}`,
    resend: 'Erneut senden',
    alternativeAddress: 'Andere Adresse',
    sendToAlternative: 'An andere Adresse senden',
    alternativeRequired: 'Bitte geben Sie eine andere E-Mail-Adresse ein.',
    resendFailed: {
      title: 'Erneutes Senden fehlgeschlagen',
      description: 'Die E-Mail konnte nicht erneut gesendet werden',
    },
    sentAgain: {
      title: 'E-Mail erneut gesendet',
      description: (subject: string, address: string) =>
        `„${subject}“ ist unterwegs an ${address}.`,
    },
    sendFailed: {
      title: 'Senden fehlgeschlagen',
      description: 'Senden an die andere Adresse nicht möglich',
    },
    sent: {
      title: 'E-Mail gesendet',
      description: (subject: string, address: string) =>
        `„${subject}“ ist unterwegs an ${address}.`,
    },
  } satisfies Translation<typeof emailStatusMessages>,

  'resilience.formDemo': {
    title: 'Formularprüfung',
    errors: (count: number) => plural(count, { one: '# Fehler', other: '# Fehler' }),
    warnings: (count: number) => plural(count, { one: '# Warnung', other: '# Warnungen' }),
    issues: 'Probleme',
    fields: {
      email: 'E-Mail',
      password: 'Passwort',
      phone: 'Telefon',
      players: 'Spieler',
      preferredDate: 'Wunschdatum',
    },
    showPassword: 'Passwort anzeigen',
    hidePassword: 'Passwort verbergen',
    submit: 'Absenden',
    clear: 'Leeren',
    tipsTitle: 'Tipps',
    tips: [
      'Fehler erscheinen schon beim Tippen; eine Warnung hindert Sie nicht am Absenden.',
      'Die (US-)Telefonnummer formatiert sich von selbst als (555) 123-4567.',
      'Offline? Das Formular wird aufbewahrt und genau einmal, der Reihe nach, gesendet, sobald Sie wieder online sind.',
    ],
    validationErrors: {
      title: 'Eingabefehler',
      description: (count: number) =>
        plural(count, {
          one: 'Bitte beheben Sie # Fehler vor dem Absenden.',
          other: 'Bitte beheben Sie # Fehler vor dem Absenden.',
        }),
    },
    formValid: {
      title: 'Formular gültig',
      description: 'Ihre Angaben wurden geprüft und gesendet.',
    },
    submitFailed: 'Absenden fehlgeschlagen',
    formCleared: { title: 'Formular geleert', description: 'Alle Felder sind wieder leer.' },
  } satisfies Translation<typeof formDemoMessages>,

  'resilience.formRules': {
    emailRequired: 'E-Mail-Adresse ist erforderlich',
    emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    passwordRequired: 'Passwort ist erforderlich',
    passwordTooShort: 'Das Passwort muss mindestens 8 Zeichen lang sein',
    passwordTooLong: 'Das Passwort darf höchstens 128 Zeichen lang sein',
    passwordWeak: 'Das Passwort muss Groß- und Kleinbuchstaben sowie eine Ziffer enthalten',
    phoneFormat: 'Die Telefonnummer muss das Format (555) 123-4567 haben',
    playersRequired: 'Anzahl der Spieler ist erforderlich',
    playersRange: 'Es müssen 1 bis 4 Spieler sein',
    dateInvalid: 'Muss ein echtes Datum sein, z. B. 2026-06-20',
    placeholderAddress: (host: string) =>
      `Bitte verwenden Sie eine echte E-Mail-Adresse (nicht ${host})`,
  } satisfies Translation<typeof formRulesMessages>,

  'resilience.callErrors': {
    byCode: {
      SERVICE_UNAVAILABLE:
        'TeeWatch ist kurz nicht erreichbar. Bitte versuchen Sie es in ein paar Sekunden erneut.',
      INTERNAL_ERROR: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
      IDEMPOTENCY_KEY_IN_USE:
        'Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet. Versuchen Sie es gleich noch einmal.',
      IDEMPOTENCY_KEY_REUSED:
        'Dieser Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
    },
    timeout: 'Der Server hat zu lange für die Antwort gebraucht. Bitte versuchen Sie es erneut.',
  } satisfies Translation<typeof callErrorMessages>,
};
