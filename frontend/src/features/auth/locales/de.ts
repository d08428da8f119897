import { plural, type Translation } from '../../../lib/i18n';
import type { authErrorAdviceMessages } from '../auth-error-log.messages';
import type { authErrorsMessages } from '../auth.errors.messages';
import type { authFormatMessages } from '../auth.format.messages';
import type { authValidationMessages } from '../auth.validation.messages';
import type { authDemoMessages } from '../components/AuthDemoPage.messages';
import type { authRecoveryMessages } from '../components/AuthRecoveryPanel.messages';
import type { dashboardMessages } from '../components/DashboardPage.messages';
import type { forgotPasswordMessages } from '../components/ForgotPasswordPage.messages';
import type { loginMessages } from '../components/LoginPage.messages';
import type { magicLinkLandingMessages } from '../components/MagicLinkLandingPage.messages';
import type { magicLoginMessages } from '../components/MagicLoginPage.messages';
import type { popupDoneMessages } from '../components/PopupDonePage.messages';
import type { profileMessages } from '../components/ProfileCard.messages';
import type { recentActivityMessages } from '../components/RecentActivityCard.messages';
import type { resetPasswordMessages } from '../components/ResetPasswordPage.messages';
import type { signInControlsMessages } from '../components/SignInControls.messages';
import type { signUpMessages } from '../components/SignUpPage.messages';
import type { socialLoginPanelMessages } from '../components/SocialLoginPanel.messages';
import type { verifyEmailMessages } from '../components/VerifyEmailPage.messages';
import type { socialPopupMessages } from '../hooks/useSocialPopup.messages';

export default {
  'auth.errors': {
    signInUnavailable:
      'Die Anmeldung ist vorübergehend nicht verfügbar. Bitte versuchen Sie es erneut.',
    network: 'Netzwerkfehler. Bitte versuchen Sie es erneut.',
  } satisfies Translation<typeof authErrorsMessages>,

  'auth.validation': {
    emailRequired: 'Bitte geben Sie Ihre E-Mail-Adresse ein',
    emailRequiredForReset:
      'Bitte geben Sie Ihre E-Mail-Adresse ein, um das Passwort zurückzusetzen',
    invalidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
    passwordRequired: 'Bitte geben Sie Ihr Passwort ein',
    newPasswordRequired: 'Bitte geben Sie ein Passwort ein',
    nameRequired: 'Bitte geben Sie Ihren Namen ein',
    passwordTooShort: (min: number) => `Das Passwort muss mindestens ${min} Zeichen lang sein`,
    passwordTooLong: (max: number) => `Das Passwort darf höchstens ${max} Zeichen lang sein`,
    commonPassword: 'Dieses Passwort ist zu verbreitet. Bitte wählen Sie ein anderes.',
    passwordsMismatch: 'Die Passwörter stimmen nicht überein',
  } satisfies Translation<typeof authValidationMessages>,

  'auth.errorAdvice': {
    INVALID_CREDENTIALS: 'E-Mail-Adresse oder Passwort war falsch.',
    ACCOUNT_LOCKED:
      'Zu viele Versuche haben das Konto vorübergehend gesperrt. Versuchen Sie es später erneut oder setzen Sie das Passwort zurück.',
    EMAIL_NOT_VERIFIED:
      'Bestätigen Sie vor der Anmeldung Ihre E-Mail-Adresse über die Nachricht, die wir Ihnen geschickt haben.',
    SOCIAL_AUTH_DENIED: 'Die Anmeldung wurde abgebrochen oder nicht erlaubt.',
    NETWORK_ERROR: 'TeeWatch war nicht erreichbar: Prüfen Sie die Verbindung.',
    SESSION_EXPIRED: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
    RATE_LIMITED:
      'Zu viele Versuche. Warten Sie ein paar Minuten und versuchen Sie es dann erneut.',
  } satisfies Translation<typeof authErrorAdviceMessages>,

  'auth.format': {
    accountTypes: {
      email: 'E-Mail-Konto',
      google: 'Google-Konto',
      facebook: 'Facebook-Konto',
      github: 'GitHub-Konto',
    },
    welcome: (name: string) => `Willkommen, ${name}!`,
    welcomeBack: (name: string) => `Willkommen zurück, ${name}!`,
    newAccountToast: {
      title: 'Willkommen bei TeeWatch!',
      description: 'Ihr Konto ist bereit und Sie sind angemeldet.',
    },
    returningToast: { title: 'Willkommen zurück!', description: 'Sie sind angemeldet.' },
    activity: {
      signed_up: 'TeeWatch-Konto erstellt',
      signed_in: 'Angemeldet',
      email_verified: 'E-Mail-Adresse bestätigt',
      password_reset: 'Passwort zurückgesetzt',
      profile_updated: 'Profilnamen geändert',
    },
  } satisfies Translation<typeof authFormatMessages>,

  'auth.controls': {
    email: 'E-Mail',
    showPassword: (label: string) => `„${label}“ anzeigen`,
    hidePassword: (label: string) => `„${label}“ verbergen`,
    or: 'oder',
    continueWithoutAccount: 'Ohne Konto fortfahren',
    continueWith: (provider: string) => `Weiter mit ${provider}`,
    unavailable: 'Nicht verfügbar',
    comingSoon: 'Demnächst',
    socialCancelled: (provider: string) =>
      `Die Anmeldung mit ${provider} wurde abgebrochen. Versuchen Sie unten eine andere Möglichkeit.`,
    socialFailed: (provider: string) =>
      `Die Anmeldung mit ${provider} ist fehlgeschlagen. Bitte versuchen Sie es erneut.`,
  } satisfies Translation<typeof signInControlsMessages>,

  'auth.login': {
    title: 'Willkommen zurück',
    subtitle:
      'Melden Sie sich an, um Ihr Dashboard, Ihre Erfolge und Ihre smarten Benachrichtigungen zu sehen.',
    newToTeeWatch: 'Neu bei TeeWatch?',
    createAccount: 'Konto erstellen',
    magicLinkInstead: 'Stattdessen einen Anmeldelink per E-Mail erhalten',
    sessionExpired: 'Sitzung abgelaufen. Bitte melden Sie sich erneut an.',
    formLabel: 'Mit E-Mail-Adresse anmelden',
    password: 'Passwort',
    forgotPassword: 'Passwort vergessen?',
    submit: 'Anmelden',
    signedInToast: 'Willkommen zurück!',
  } satisfies Translation<typeof loginMessages>,

  'auth.signUp': {
    title: 'Konto erstellen',
    subtitle:
      'Ein Konto ist freiwillig: Es bringt Ihnen ein Dashboard, Erfolge und smarte Benachrichtigungen.',
    alreadyHaveAccount: 'Sie haben schon ein Konto?',
    signIn: 'Anmelden',
    formLabel: 'Konto mit E-Mail-Adresse erstellen',
    name: 'Name',
    password: 'Passwort',
    passwordHelp: (min: number) => `Mindestens ${min} Zeichen`,
    confirmPassword: 'Passwort bestätigen',
    submit: 'Konto erstellen',
    checkEmailTitle: 'Prüfen Sie Ihre E-Mails',
    confirmationSent: (email: string) =>
      `Wir haben einen Bestätigungslink an ${email} geschickt. Öffnen Sie ihn auf diesem Gerät, um Ihr Konto fertig einzurichten. Nichts angekommen? Sehen Sie im Spam-Ordner nach.`,
    backToSignIn: 'Zurück zur Anmeldung',
  } satisfies Translation<typeof signUpMessages>,

  'auth.forgotPassword': {
    title: 'Passwort vergessen?',
    subtitle:
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort wählen.',
    formLabel: 'Passwort zurücksetzen',
    resetFailedTitle: 'Zurücksetzen fehlgeschlagen',
    resetFailed: 'Die E-Mail zum Zurücksetzen des Passworts konnte nicht gesendet werden.',
    emailRequiredTitle: 'E-Mail-Adresse erforderlich',
    submit: 'Link senden',
    backToSignIn: 'Zurück zur Anmeldung',
    checkEmailTitle: 'Prüfen Sie Ihre E-Mails',
    resetSent: (email: string) =>
      `Falls ${email} ein TeeWatch-Konto hat, enthält die E-Mail einen Link, mit dem Sie ein neues Passwort wählen. Nichts angekommen? Sehen Sie im Spam-Ordner nach.`,
  } satisfies Translation<typeof forgotPasswordMessages>,

  'auth.resetPassword': {
    incompleteTitle: 'Link unvollständig',
    incomplete: 'Dieser Link zum Zurücksetzen ist unvollständig. Bitte fordern Sie einen neuen an.',
    requestNewLink: 'Neuen Link anfordern',
    title: 'Neues Passwort wählen',
    subtitle: (min: number) => `Mindestens ${min} Zeichen.`,
    formLabel: 'Neues Passwort wählen',
    newPassword: 'Neues Passwort',
    confirmNewPassword: 'Neues Passwort bestätigen',
    submit: 'Passwort zurücksetzen',
    resetFailed: 'Ihr Passwort konnte nicht zurückgesetzt werden. Bitte versuchen Sie es erneut.',
    requestAnotherLink: 'Neuen Link zum Zurücksetzen anfordern',
    doneTitle: 'Passwort zurückgesetzt',
    done: 'Ihr Passwort wurde geändert. Melden Sie sich mit Ihrem neuen Passwort an.',
    signIn: 'Anmelden',
  } satisfies Translation<typeof resetPasswordMessages>,

  'auth.verifyEmail': {
    failedTitle: 'E-Mail-Adresse nicht bestätigt',
    verifyFailed:
      'Wir konnten Ihre E-Mail-Adresse nicht bestätigen. Bitte versuchen Sie es erneut.',
    incomplete:
      'Dieser Bestätigungslink ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail erneut.',
    backToSignIn: 'Zurück zur Anmeldung',
    confirmedToast: {
      title: 'E-Mail-Adresse bestätigt',
      description: 'Willkommen bei TeeWatch!',
    },
  } satisfies Translation<typeof verifyEmailMessages>,

  'auth.magicLogin': {
    titles: {
      email: 'Mit Magic Link anmelden',
      confirmation: 'Prüfen Sie Ihre E-Mails',
      success: 'Sie sind angemeldet',
      expired: 'Link abgelaufen',
    },
    subtitle: 'Kein Passwort nötig: Wir schicken Ihnen einen Link per E-Mail, der Sie anmeldet.',
    subtitleWithMinutes: (minutes: number) =>
      plural(minutes, {
        one: 'Kein Passwort nötig: Wir schicken Ihnen einen Link per E-Mail, der Sie anmeldet und # Minute lang gültig ist.',
        other:
          'Kein Passwort nötig: Wir schicken Ihnen einen Link per E-Mail, der Sie anmeldet und # Minuten lang gültig ist.',
      }),
    signInWithPassword: 'Mit Passwort anmelden',
    formLabel: 'Anmeldelink per E-Mail erhalten',
    send: 'Magic Link senden',
    sendFailed: 'Der Magic Link konnte nicht gesendet werden',
    sentToast: {
      title: 'Magic Link gesendet!',
      description: (email: string) => `Ihr Anmeldelink ist unterwegs an ${email}.`,
    },
    linkSent: (email: string) =>
      `Wir haben einen Anmeldelink an ${email} geschickt. Öffnen Sie ihn auf einem beliebigen Gerät, dann meldet diese Seite Sie von selbst an.`,
    waiting: (timeLeft: string) =>
      `Wir warten, bis Sie den Link öffnen. Er läuft in ${timeLeft} ab.`,
    resendIn: (seconds: number) => `Erneut senden in ${seconds} s`,
    resend: 'Magic Link erneut senden',
    useDifferentEmail: 'Andere E-Mail-Adresse verwenden',
    expired:
      'Ihr Magic Link ist aus Sicherheitsgründen abgelaufen. Bitte fordern Sie einen neuen an.',
    requestNewLink: 'Neuen Magic Link anfordern',
    signedInHere: (greeting: string) => `${greeting} Sie sind auf diesem Gerät angemeldet.`,
    welcomeBackSignedInHere: 'Willkommen zurück! Sie sind auf diesem Gerät angemeldet.',
    goToDashboard: 'Zum Dashboard',
    continue: 'Weiter',
  } satisfies Translation<typeof magicLoginMessages>,

  'auth.magicLinkLanding': {
    failedTitle: 'Anmeldung fehlgeschlagen',
    failed: 'Die Anmeldung konnte nicht abgeschlossen werden. Bitte versuchen Sie es erneut.',
    requestNewLink: 'Neuen Magic Link anfordern',
  } satisfies Translation<typeof magicLinkLandingMessages>,

  'auth.demo': {
    title: 'Anmelde-Demo',
    intro:
      'Probieren Sie die Anmeldung ohne Passwort und über soziale Konten aus. In der lokalen Entwicklung erscheint der Magic Link auch hier.',
    magicLinkSection: 'Magic Link',
    socialSection: 'Social Login (Pop-up)',
    sessionSection: 'Sitzung',
    otherWaysIn: (emailLink: string, passwordLink: string) =>
      `Andere Wege zur Anmeldung: ${emailLink} oder ${passwordLink}.`,
    emailLink: 'Anmeldelink per E-Mail erhalten',
    passwordLink: 'mit Passwort anmelden',
    magicLinkForm: {
      label: 'Demo-Magic-Link senden',
      send: 'Magic Link senden',
      sent: (email: string) => `Magic Link an ${email} gesendet. Prüfen Sie Ihre E-Mails.`,
      developmentLink: 'Entwicklungslink',
      open: 'Öffnen',
      copy: 'Kopieren',
      copiedToast: 'Link kopiert',
      copyFailedToast: {
        title: 'Kopieren fehlgeschlagen',
        description: 'Markieren Sie den Link und kopieren Sie ihn von Hand.',
      },
    },
    session: {
      checking: 'Ihre Sitzung wird geprüft…',
      notSignedIn: 'Nicht angemeldet.',
      email: 'E-Mail',
      userId: 'Benutzer-ID',
      firstName: 'Vorname',
      notSet: 'Nicht festgelegt',
      signOut: 'Abmelden',
      signedOutToast: { title: 'Abgemeldet', description: 'Bis bald!' },
    },
  } satisfies Translation<typeof authDemoMessages>,

  'auth.dashboard': {
    signedInAs: (email: string) => `Angemeldet als ${email}`,
    logout: 'Abmelden',
    signedOutToast: { title: 'Abgemeldet', description: 'Wir sehen uns auf dem Platz!' },
    shortcutsLabel: 'Dashboard-Verknüpfungen',
    shortcuts: {
      alerts: {
        title: 'Meine Alarme',
        description: 'Startzeit-Alarme erstellen und verwalten',
      },
      search: {
        title: 'Startzeiten suchen',
        description: 'Freie Startzeiten auf Plätzen in Colorado finden',
      },
      achievements: { title: 'Erfolge', description: 'Ihre Punkte, Serien und Abzeichen' },
      notifications: {
        title: 'Benachrichtigungen',
        description: 'Legen Sie fest, wie und wann wir Sie benachrichtigen',
      },
    },
  } satisfies Translation<typeof dashboardMessages>,

  'auth.profile': {
    title: 'Profil',
    name: 'Name',
    email: 'E-Mail',
    accountType: 'Kontotyp',
    notSet: 'Nicht festgelegt',
    edit: 'Profil bearbeiten',
    dialog: {
      title: 'Profil bearbeiten',
      nameRequired: 'Bitte geben Sie Ihren Namen ein',
      updateFailed: 'Ihr Profil konnte nicht aktualisiert werden. Bitte versuchen Sie es erneut.',
      updatedToast: { title: 'Profil aktualisiert', description: 'Ihr Name wurde gespeichert.' },
      cancel: 'Abbrechen',
      save: 'Speichern',
    },
  } satisfies Translation<typeof profileMessages>,

  'auth.activity': {
    title: 'Letzte Aktivitäten',
    loading: 'Letzte Aktivitäten werden geladen',
    empty: 'Keine Aktivitäten in letzter Zeit',
    listLabel: 'Letzte Aktivitäten',
  } satisfies Translation<typeof recentActivityMessages>,

  'auth.popupDone': {
    failedWith: (provider: string) => `Anmeldung mit ${provider} fehlgeschlagen`,
    cancelled: (provider: string) => `Die Anmeldung mit ${provider} wurde abgebrochen.`,
    finishedTitle: 'Anmeldung abgeschlossen',
    continue: 'Weiter zu TeeWatch',
    finishing: 'Anmeldung wird abgeschlossen…',
    closesItself: 'Dieses Fenster schließt sich von selbst.',
  } satisfies Translation<typeof popupDoneMessages>,

  'auth.socialPopup': {
    notAllowed: (provider: string) =>
      `Die Anmeldung mit ${provider} wurde abgebrochen oder nicht erlaubt.`,
    cancelledToast: {
      title: 'Social Login abgebrochen',
      description: (provider: string) =>
        `Die Anmeldung mit ${provider} wurde abgebrochen. Versuchen Sie unten eine andere Möglichkeit.`,
    },
    failedToastTitle: 'Social Login fehlgeschlagen',
    failedWith: (provider: string) => `Anmeldung mit ${provider} fehlgeschlagen`,
    blockedToast: {
      title: 'Fehler beim Social Login',
      description: 'Pop-up blockiert. Bitte erlauben Sie Pop-ups für diese Website.',
    },
    signedInToast: 'Anmeldung erfolgreich',
  } satisfies Translation<typeof socialPopupMessages>,

  'auth.recovery': {
    title: 'Anmeldung wiederherstellen',
    noProblems:
      'In diesem Browser gab es keine Anmeldeprobleme. Tritt eines auf, erscheint es hier mit einem Weg zurück.',
    problemsLabel: 'Letzte Anmeldeprobleme',
    problemDetail: (message: string, moment: string) => `${message} · ${moment}`,
    email: 'E-Mail',
    resetPassword: 'Passwort per E-Mail zurücksetzen',
    magicLink: 'Mit Magic Link anmelden',
    retryGoogle: 'Google-Anmeldung wiederholen',
    emailRequiredTitle: 'E-Mail-Adresse erforderlich',
    emailRequiredForReset:
      'Bitte geben Sie Ihre E-Mail-Adresse ein, um das Passwort zurückzusetzen',
    emailRequiredForMagicLink:
      'Bitte geben Sie Ihre E-Mail-Adresse für die Anmeldung per Magic Link ein',
    resetFailedToast: {
      title: 'Zurücksetzen fehlgeschlagen',
      description: 'Die E-Mail zum Zurücksetzen des Passworts konnte nicht gesendet werden',
    },
    resetSentToast: {
      title: 'Prüfen Sie Ihre E-Mails',
      description: (email: string) =>
        `Ein Link zum Festlegen eines neuen Passworts ist unterwegs an ${email}.`,
    },
    magicLinkFailedToast: {
      title: 'Magic Link fehlgeschlagen',
      description: 'Der Magic Link konnte nicht gesendet werden',
    },
    magicLinkSentToast: {
      title: 'Magic Link gesendet',
      description: (email: string) =>
        `Öffnen Sie den Link, den wir an ${email} geschickt haben, um sich anzumelden.`,
    },
  } satisfies Translation<typeof authRecoveryMessages>,

  'auth.socialPanel': {
    signInTitle: 'Social Login',
    issuesTitle: 'Probleme beim Social Login',
    statuses: {
      pending: 'Wartet',
      success: 'Angemeldet',
      denied: 'Abgelehnt',
      cancelled: 'Abgebrochen',
      error: 'Fehler',
    },
    statusesInSentence: {
      pending: 'wartet',
      success: 'angemeldet',
      denied: 'abgelehnt',
      cancelled: 'abgebrochen',
      error: 'Fehler',
    },
    issue: (provider: string, status: string, time: string) => `${provider}: ${status} · ${time}`,
    issueWithError: (provider: string, status: string, error: string, time: string) =>
      `${provider}: ${status}: ${error} · ${time}`,
    otherWaysTitle: 'Andere Wege zur Anmeldung',
    otherWays: (emailLink: string, passwordLink: string) => `${emailLink} oder ${passwordLink}.`,
    emailLink: 'Anmeldelink per E-Mail erhalten',
    passwordLink: 'mit Passwort anmelden',
    attemptsTitle: 'Letzte Versuche',
    noAttempts: 'Aus diesem Browser gab es noch keine Social Logins.',
    retry: 'Erneut versuchen',
    clear: 'Verlauf löschen',
    clearedToast: {
      title: 'Anmeldeverlauf gelöscht',
      description: 'Frühere Social Logins sind vergessen.',
    },
    tipsTitle: 'Fehlerbehebung',
    tips: [
      'Erlauben Sie Pop-ups für diese Website: Die Anmeldung öffnet sich in einem kleinen Fenster.',
      'Schließen Sie die Anmeldung in diesem Fenster ab; wird es zu früh geschlossen, bricht die Anmeldung ab.',
      'Mit dem falschen Google-Konto angemeldet? Melden Sie sich dort zuerst ab und versuchen Sie es dann erneut.',
    ],
  } satisfies Translation<typeof socialLoginPanelMessages>,
};
