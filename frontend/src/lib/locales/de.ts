import { plural, type Translation } from '../i18n';
import type { announcementMessages } from '../accessibility/announcements.messages';
import type { apiErrorMessages } from '../api-error.messages';
import type { areaMessages } from '../areas.messages';
import type { networkMessages } from '../network/network.messages';
import type { pushMessages } from '../push/push.messages';
// sayServerError carries the server's English texts it recognises: they load with a language
// other than English, never with the first page.
import { sayServerError } from '../server-errors';
import type { serverErrorMessages } from '../server-errors.messages';
import type { sessionMessages } from '../session.messages';

export default {
  'lib.apiError': {
    unexpected: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
    network: 'Netzwerkfehler. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    timeout: 'Der Server hat zu lange nicht geantwortet. Bitte versuchen Sie es erneut.',
    unreadableAnswer:
      'Der Server hat eine Antwort gesendet, die diese Seite nicht lesen kann. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    requestFailed: 'Anfrage fehlgeschlagen',
    statuses: {
      400: 'Ungültige Anfrage',
      401: 'Nicht autorisiert',
      403: 'Zugriff verweigert',
      404: 'Nicht gefunden',
      409: 'Konflikt',
      422: 'Inhalt nicht verarbeitbar',
      429: 'Zu viele Anfragen',
      500: 'Interner Serverfehler',
      502: 'Fehlerhaftes Gateway',
      503: 'Dienst nicht verfügbar',
      504: 'Gateway-Zeitüberschreitung',
    },
    serverMessage: sayServerError,
  } satisfies Translation<typeof apiErrorMessages>,
  'lib.serverErrors': {
    byCode: {
      ACCESS_REQUIRED:
        'Ein Zugangscode ist erforderlich. Geben Sie Ihren Code für die private Beta ein, um fortzufahren.',
      ACCESS_CODE_UNKNOWN:
        'Dieser Zugangscode ist ungültig. Prüfen Sie ihn und versuchen Sie es erneut.',
      ACCESS_CODE_EXPIRED: 'Dieser Zugangscode ist abgelaufen. Fragen Sie nach einem neuen.',
      ACCESS_CODE_USED_UP: 'Dieser Zugangscode wurde bereits so oft wie erlaubt verwendet.',
      ALERT_NOT_FOUND: 'Diesen Alarm gibt es nicht.',
      NO_REACHABLE_CHANNEL: {
        noneAccepted:
          'Die Testbenachrichtigung konnte nicht gesendet werden: Kein Kanal hat sie angenommen. Bitte versuchen Sie es erneut.',
        noneSet:
          'Die Testbenachrichtigung konnte nicht gesendet werden: Aktivieren Sie zuerst Push-Benachrichtigungen in diesem Browser oder fügen Sie eine bestätigte E-Mail-Adresse oder Telefonnummer hinzu.',
      },
      PUSH_SUBSCRIPTION_TAKEN:
        'Dieses Push-Abonnement gehört zu einem anderen Browser. Schalten Sie die Benachrichtigungen aus und wieder ein.',
      RATE_LIMITED: {
        signIn:
          'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
        emails:
          'Zu viele E-Mails angefordert. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
      },
      CONTACT_NOT_FOUND: 'Diesen Kontakt gibt es nicht.',
      CONTACT_NOT_VERIFIED: {
        optedOut:
          'Diese Nummer hat TeeWatch mit STOP geantwortet. Senden Sie START an diese Nummer, um wieder Nachrichten zu erhalten, und versuchen Sie es dann erneut.',
      },
      VERIFICATION_FAILED: 'Dieser Code ist falsch oder abgelaufen. Fordern Sie einen neuen an.',
      EMAIL_NOT_FOUND: 'Eine solche E-Mail wurde Ihnen nicht gesendet.',
      LINK_NOT_RESENDABLE:
        'Diese E-Mail enthielt einen Einmal-Link, der nie ein zweites Mal gesendet wird. Bitte fordern Sie einen neuen an.',
      SMS_DAILY_CAP_REACHED:
        'Sie haben das heutige SMS-Limit erreicht. Versuchen Sie es morgen erneut.',
      PROVIDER_UNAVAILABLE: {
        email: 'Die E-Mail konnte gerade nicht gesendet werden. Bitte versuchen Sie es erneut.',
        textMessage: 'Die SMS konnte gerade nicht gesendet werden. Bitte versuchen Sie es erneut.',
        course:
          'Das Buchungssystem des Platzes ist nicht erreichbar. Bitte versuchen Sie es in einer Minute erneut.',
      },
      UNAUTHENTICATED: {
        signInRequired: 'Bitte melden Sie sich an, um fortzufahren.',
        sessionEnded: 'Sitzung abgelaufen. Bitte melden Sie sich erneut an.',
      },
      TOKEN_EXPIRED:
        'Das Token Ihrer Sitzung ist abgelaufen. Erneuern Sie es und versuchen Sie es erneut.',
      INVALID_TOKEN: {
        sessionEnded: 'Sitzung abgelaufen. Bitte melden Sie sich erneut an.',
        confirmationLink:
          'Dieser Bestätigungslink ist ungültig oder abgelaufen. Melden Sie sich an, um einen neuen zu erhalten.',
        resetLink:
          'Dieser Link zum Zurücksetzen ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
      },
      INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort ungültig',
      EMAIL_NOT_VERIFIED:
        'Bitte bestätigen Sie Ihre E-Mail-Adresse, bevor Sie sich anmelden. Wir haben Ihnen einen neuen Bestätigungslink gesendet.',
      MAGIC_LINK_EXPIRED:
        'Ihr Magic Link ist aus Sicherheitsgründen abgelaufen. Bitte fordern Sie einen neuen an.',
      PROVIDER_DISABLED:
        'Die Anmeldung ist vorübergehend nicht verfügbar. Bitte versuchen Sie es erneut.',
      NOT_FOUND: {
        signInProvider: 'Diesen Anmeldedienst gibt es nicht.',
        signInRequest:
          'Diese Anmeldeanfrage wurde nicht gefunden. Bitte fordern Sie einen neuen Magic Link an.',
        golfer: 'Kein TeeWatch-Golfer hat diese ID.',
        friendRequest: 'Von diesem Golfer liegt keine Freundschaftsanfrage vor.',
        friend: 'Mit diesem Golfer besteht weder eine Freundschaft noch eine Anfrage.',
        demoOnly: 'Diese Aktion gibt es nur im Demo-Modus.',
        achievements: 'Für diesen Golfer gibt es keine Erfolge.',
        automaticBooking: 'Diese automatische Buchung gibt es nicht.',
        recommendationGone:
          'Diese Startzeit ist nicht mehr frei. Aktualisieren Sie die Analyse und reihen Sie eine andere ein.',
        recommendation: 'Diese Empfehlung gibt es nicht. Aktualisieren Sie die Analyse.',
        town: 'TeeWatch kennt dort in der Nähe keinen Ort in Colorado.',
        teeTimeGone: 'Diese Startzeit ist nicht mehr frei. Wählen Sie eine andere.',
        booking: 'Diese Buchung gibt es nicht.',
        group: 'Diese Gruppe gibt es nicht.',
        groupTeeTime: 'Diese Startzeit gibt es für diesen Gruppenalarm nicht.',
      },
      GROUP_ALREADY_BOOKED: {
        anotherMemberBooked: 'Ein anderes Mitglied hat eine Startzeit für die Gruppe gebucht.',
        anotherMemberBooking: 'Ein anderes Mitglied bucht gerade eine Startzeit für die Gruppe.',
      },
      BOOKING_STILL_LISTED:
        'Der Platz führt diese Buchung noch. Stornieren Sie sie auf der Buchungsseite des Platzes und versuchen Sie es dann erneut.',
      FRIEND_INVITATION_LIMIT:
        'Sie haben 5 unbenutzte Einladungen. Teilen Sie eine davon oder warten Sie, bis eine abläuft.',
      VALIDATION_FAILED: {
        contactsFull:
          'Sie haben bereits die maximale Anzahl an Kontakten. Entfernen Sie zuerst einen.',
      },
      INTERNAL_ERROR: 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
      SERVICE_UNAVAILABLE:
        'TeeWatch ist kurz nicht erreichbar. Bitte versuchen Sie es in ein paar Sekunden erneut.',
    },
    withValues: {
      accessCodeAttempts: (minutes: number) =>
        `Zu viele Versuche mit Zugangscodes. Versuchen Sie es in ${plural(minutes, { one: '# Minute', other: '# Minuten' })} erneut.`,
      checkedRecently: (seconds: number) =>
        `Sie haben gerade erst nach freien Zeiten gesucht. Versuchen Sie es in ${plural(seconds, { one: '# Sekunde', other: '# Sekunden' })} erneut.`,
      accountLocked: (minutes: number) =>
        `Zu viele fehlgeschlagene Versuche. Ihr Konto ist für ${plural(minutes, { one: '# Minute', other: '# Minuten' })} gesperrt. Setzen Sie Ihr Passwort zurück, um sich sofort anzumelden.`,
      alertLimit: (max: number) =>
        `Sie haben bereits ${plural(max, { one: '# aktiven Alarm', other: '# aktive Alarme' })}, mehr sind gleichzeitig nicht möglich. Pausieren oder löschen Sie zuerst einen.`,
      automaticBookingExists: (date: string) =>
        `Sie haben bereits eine automatische Buchung für den ${date}. Pausieren oder stornieren Sie diese zuerst.`,
      confirmationSent: (email: string) =>
        `Wir haben einen Bestätigungslink an ${email} gesendet. Bestätigen Sie ihn und senden Sie dann erneut.`,
      groupBooked: (golfer: string) => `${golfer} hat eine Startzeit für die Gruppe gebucht.`,
      groupBooking: (golfer: string) => `${golfer} bucht gerade eine Startzeit für die Gruppe.`,
    },
  } satisfies Translation<typeof serverErrorMessages>,
  'lib.session': {
    expired: 'Sitzung abgelaufen. Bitte melden Sie sich erneut an.',
  } satisfies Translation<typeof sessionMessages>,
  'lib.accessibility.announcements': {
    highContrast: { on: 'Hoher Kontrast aktiviert', off: 'Hoher Kontrast deaktiviert' },
    largeText: { on: 'Große Schrift aktiviert', off: 'Große Schrift deaktiviert' },
    colorBlindFriendly: {
      on: 'Modus für Farbenblinde aktiviert',
      off: 'Modus für Farbenblinde deaktiviert',
    },
    reducedMotion: { on: 'Reduzierte Bewegung aktiviert', off: 'Reduzierte Bewegung deaktiviert' },
    keyboardNavigation: {
      on: 'Tastaturnavigation aktiviert',
      off: 'Tastaturnavigation deaktiviert',
    },
    screenReader: {
      on: 'Screenreader-Unterstützung aktiviert',
      off: 'Screenreader-Unterstützung deaktiviert',
    },
    fontSize: {
      small: 'Schriftgröße auf klein geändert',
      medium: 'Schriftgröße auf mittel geändert',
      large: 'Schriftgröße auf groß geändert',
      'extra-large': 'Schriftgröße auf sehr groß geändert',
    },
    theme: {
      light: 'Design auf hell geändert',
      dark: 'Design auf dunkel geändert',
      auto: 'Design auf automatisch geändert',
    },
    language: (language: string) => `Sprache auf ${language} geändert`,
  } satisfies Translation<typeof announcementMessages>,
  'lib.network': {
    offline: {
      title: 'Sie sind offline',
      description:
        'Was Sie jetzt senden, wird aufbewahrt und verschickt, sobald die Verbindung wieder da ist.',
    },
    online: {
      title: 'Wieder online',
      description: 'Alles, was gewartet hat, wird jetzt gesendet.',
    },
    kept: {
      title: 'Für später gespeichert',
      description: 'Sie sind offline. Dies wird gesendet, sobald die Verbindung wieder da ist.',
    },
  } satisfies Translation<typeof networkMessages>,
  'lib.push': {
    notSupported: {
      title: 'Nicht unterstützt',
      description: 'Push-Benachrichtigungen werden in diesem Browser nicht unterstützt',
    },
    blocked: {
      title: 'Benachrichtigungen deaktiviert',
      description: 'Benachrichtigungen blockiert: Aktivieren Sie sie in den Browsereinstellungen',
    },
    permissionDenied: {
      title: 'Berechtigung verweigert',
      description: 'Push-Benachrichtigungen erfordern die Berechtigung des Browsers',
    },
    permissionError: {
      title: 'Berechtigungsfehler',
      description: 'Push-Benachrichtigungen konnten nicht aktiviert werden',
    },
    enabled: {
      title: 'Push-Benachrichtigungen an',
      description: 'Dieser Browser erfährt es, sobald eine passende Startzeit frei wird.',
    },
    disabled: {
      title: 'Push-Benachrichtigungen aus',
      description: 'Dieser Browser erhält keine Startzeit-Benachrichtigungen mehr.',
    },
    subscriptionFailed: {
      title: 'Abonnement fehlgeschlagen',
      description: (reason: string) =>
        `Push-Benachrichtigungen konnten nicht aktiviert werden. ${reason}`,
    },
    serverPushOff: 'Push-Benachrichtigungen sind auf diesem Server ausgeschaltet.',
    browserRefused: 'Der Browser hat abgelehnt.',
    unsubscribeFailed: 'Abmelden fehlgeschlagen',
    testFailed: 'Test fehlgeschlagen',
    testError: {
      title: 'Fehler',
      description: (reason: string) =>
        `Die Testbenachrichtigung konnte nicht gesendet werden. ${reason}`,
    },
    testSent: {
      title: 'Testbenachrichtigung gesendet',
      description: (reached: string) => `Eine TeeWatch-Benachrichtigung geht an ${reached}.`,
      browsers: (count: number) =>
        plural(count, { one: 'Ihren Browser', other: '# Ihrer Browser' }),
      emails: (count: number) =>
        plural(count, { one: 'Ihre E-Mail-Adresse', other: '# Ihrer E-Mail-Adressen' }),
      phones: (count: number) => plural(count, { one: 'Ihr Telefon', other: '# Ihrer Telefone' }),
      nobodyNamed: 'Sie',
      list: (parts: readonly string[]) =>
        new Intl.ListFormat('de', { type: 'conjunction' }).format(parts),
    },
  } satisfies Translation<typeof pushMessages>,

  'lib.areas': {
    denver: 'Großraum Denver',
    boulder: 'Boulder',
    'colorado-springs': 'Colorado Springs',
    vail: 'Vail Valley',
    aspen: 'Aspen',
    'fort-collins': 'Fort Collins',
  } satisfies Translation<typeof areaMessages>,
};
