import { type Language } from '@teewatch/contracts';
import { escapeHtml } from '../../infra/text/escape-html.js';
import { formats } from '../../infra/text/locale-formats.js';

/** The emails of signing in. Each gives an HTML and a plain-text part saying the same. */
export interface AuthEmail {
  subject: string;
  html: string;
  text: string;
}

/** What the emails of signing in say, in each language. */
const en = {
  greeting: (name: string | null) => (name ? `Hi ${name},` : 'Hi,'),
  pasteAddress: 'Or paste this address into your browser',
  ignoreIfNotYou:
    "If you didn't ask for this, you can ignore this email: nothing changes without the link.",
  magicLink: {
    subject: 'Your TeeWatch sign-in link',
    lead: (minutes: number) =>
      `Use this link to sign in to TeeWatch. It works once and expires in ${formats.en.plural(minutes, { one: '# minute', other: '# minutes' })}.`,
    recoverySubject: 'Your TeeWatch account recovery link',
    recoveryLead: (minutes: number) =>
      `Use this link to get back into your TeeWatch account. It works once and expires in ${formats.en.plural(minutes, { one: '# minute', other: '# minutes' })}.`,
    button: 'Sign in to TeeWatch',
    twoBrowsers: 'Opening it signs in this device, and the browser where you asked for it.',
  },
  confirmEmail: {
    subject: 'Confirm your TeeWatch email address',
    lead: (hours: number) =>
      `Welcome to TeeWatch! Confirm your email address to finish creating your account. The link works once and expires in ${formats.en.plural(hours, { one: '# hour', other: '# hours' })}.`,
    button: 'Confirm my email',
  },
  alreadyRegistered: {
    subject: 'You already have a TeeWatch account',
    lead: 'Someone tried to create a TeeWatch account with this email address, but you already have one.',
    button: 'Sign in',
    forgot: (resetUrl: string) => `Forgot your password? Reset it here: ${resetUrl}`,
    notYou: "If this wasn't you, you can ignore this email: your account has not changed.",
  },
  passwordReset: {
    subject: 'Reset your TeeWatch password',
    lead: (minutes: number) =>
      `We got a request to reset your TeeWatch password. The link works once and expires in ${formats.en.plural(minutes, { one: '# minute', other: '# minutes' })}. Setting a new password signs you out on every device.`,
    button: 'Choose a new password',
  },
};
type AuthEmailTexts = typeof en;

const esMinutes = (n: number) => formats.es.plural(n, { one: '# minuto', other: '# minutos' });
const es = {
  greeting: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  pasteAddress: 'O pega esta dirección en tu navegador',
  ignoreIfNotYou: 'Si no lo pediste tú, ignora este correo: sin el enlace no cambia nada.',
  magicLink: {
    subject: 'Tu enlace para iniciar sesión en TeeWatch',
    lead: (minutes) =>
      `Usa este enlace para iniciar sesión en TeeWatch. Funciona una sola vez y caduca en ${esMinutes(minutes)}.`,
    recoverySubject: 'Tu enlace para recuperar tu cuenta de TeeWatch',
    recoveryLead: (minutes) =>
      `Usa este enlace para volver a entrar en tu cuenta de TeeWatch. Funciona una sola vez y caduca en ${esMinutes(minutes)}.`,
    button: 'Iniciar sesión en TeeWatch',
    twoBrowsers:
      'Al abrirlo, se inicia sesión en este dispositivo y en el navegador desde el que lo pediste.',
  },
  confirmEmail: {
    subject: 'Confirma tu correo electrónico en TeeWatch',
    lead: (hours) =>
      `¡Te damos la bienvenida a TeeWatch! Confirma tu correo electrónico para terminar de crear tu cuenta. El enlace funciona una sola vez y caduca en ${formats.es.plural(hours, { one: '# hora', other: '# horas' })}.`,
    button: 'Confirmar mi correo',
  },
  alreadyRegistered: {
    subject: 'Ya tienes una cuenta de TeeWatch',
    lead: 'Alguien intentó crear una cuenta de TeeWatch con este correo electrónico, pero ya tienes una.',
    button: 'Iniciar sesión',
    forgot: (resetUrl) => `¿Olvidaste tu contraseña? Restablécela aquí: ${resetUrl}`,
    notYou: 'Si no fuiste tú, ignora este correo: tu cuenta no ha cambiado.',
  },
  passwordReset: {
    subject: 'Restablece tu contraseña de TeeWatch',
    lead: (minutes) =>
      `Recibimos una solicitud para restablecer tu contraseña de TeeWatch. El enlace funciona una sola vez y caduca en ${esMinutes(minutes)}. Al elegir una contraseña nueva, se cerrará tu sesión en todos tus dispositivos.`,
    button: 'Elegir una contraseña nueva',
  },
} satisfies AuthEmailTexts;

const frMinutes = (n: number) => formats.fr.plural(n, { one: '# minute', other: '# minutes' });
const fr = {
  greeting: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  pasteAddress: 'Ou copiez cette adresse dans votre navigateur',
  ignoreIfNotYou:
    'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : rien ne change sans le lien.',
  magicLink: {
    subject: 'Votre lien de connexion à TeeWatch',
    lead: (minutes) =>
      `Utilisez ce lien pour vous connecter à TeeWatch. Il ne fonctionne qu’une fois et expire dans ${frMinutes(minutes)}.`,
    recoverySubject: 'Votre lien de récupération de compte TeeWatch',
    recoveryLead: (minutes) =>
      `Utilisez ce lien pour retrouver l’accès à votre compte TeeWatch. Il ne fonctionne qu’une fois et expire dans ${frMinutes(minutes)}.`,
    button: 'Se connecter à TeeWatch',
    twoBrowsers:
      'L’ouvrir connecte cet appareil, ainsi que le navigateur depuis lequel vous l’avez demandé.',
  },
  confirmEmail: {
    subject: 'Confirmez votre adresse e-mail TeeWatch',
    lead: (hours) =>
      `Bienvenue sur TeeWatch ! Confirmez votre adresse e-mail pour finaliser la création de votre compte. Le lien ne fonctionne qu’une fois et expire dans ${formats.fr.plural(hours, { one: '# heure', other: '# heures' })}.`,
    button: 'Confirmer mon adresse e-mail',
  },
  alreadyRegistered: {
    subject: 'Vous avez déjà un compte TeeWatch',
    lead: 'Quelqu’un a essayé de créer un compte TeeWatch avec cette adresse e-mail, mais vous en avez déjà un.',
    button: 'Se connecter',
    forgot: (resetUrl) => `Mot de passe oublié ? Réinitialisez-le ici : ${resetUrl}`,
    notYou: 'Si ce n’était pas vous, ignorez cet e-mail : votre compte n’a pas changé.',
  },
  passwordReset: {
    subject: 'Réinitialisez votre mot de passe TeeWatch',
    lead: (minutes) =>
      `Nous avons reçu une demande de réinitialisation de votre mot de passe TeeWatch. Le lien ne fonctionne qu’une fois et expire dans ${frMinutes(minutes)}. Choisir un nouveau mot de passe vous déconnecte de tous vos appareils.`,
    button: 'Choisir un nouveau mot de passe',
  },
} satisfies AuthEmailTexts;

const deMinutes = (n: number) => formats.de.plural(n, { one: '# Minute', other: '# Minuten' });
const de = {
  greeting: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
  pasteAddress: 'Oder kopieren Sie diese Adresse in Ihren Browser',
  ignoreIfNotYou:
    'Falls Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren: Ohne den Link ändert sich nichts.',
  magicLink: {
    subject: 'Ihr Anmeldelink für TeeWatch',
    lead: (minutes) =>
      `Mit diesem Link melden Sie sich bei TeeWatch an. Er funktioniert einmal und läuft in ${deMinutes(minutes)} ab.`,
    recoverySubject: 'Ihr Link zur Wiederherstellung Ihres TeeWatch-Kontos',
    recoveryLead: (minutes) =>
      `Mit diesem Link gelangen Sie wieder in Ihr TeeWatch-Konto. Er funktioniert einmal und läuft in ${deMinutes(minutes)} ab.`,
    button: 'Bei TeeWatch anmelden',
    twoBrowsers:
      'Wenn Sie ihn öffnen, werden dieses Gerät und der Browser, in dem Sie ihn angefordert haben, angemeldet.',
  },
  confirmEmail: {
    subject: 'Bestätigen Sie Ihre E-Mail-Adresse für TeeWatch',
    lead: (hours) =>
      `Willkommen bei TeeWatch! Bestätigen Sie Ihre E-Mail-Adresse, um Ihr Konto fertig einzurichten. Der Link funktioniert einmal und läuft in ${formats.de.plural(hours, { one: '# Stunde', other: '# Stunden' })} ab.`,
    button: 'E-Mail-Adresse bestätigen',
  },
  alreadyRegistered: {
    subject: 'Sie haben bereits ein TeeWatch-Konto',
    lead: 'Jemand hat versucht, mit dieser E-Mail-Adresse ein TeeWatch-Konto zu erstellen, aber Sie haben bereits eines.',
    button: 'Anmelden',
    forgot: (resetUrl) => `Passwort vergessen? Hier können Sie es zurücksetzen: ${resetUrl}`,
    notYou:
      'Falls Sie das nicht waren, können Sie diese E-Mail ignorieren: Ihr Konto wurde nicht verändert.',
  },
  passwordReset: {
    subject: 'Setzen Sie Ihr TeeWatch-Passwort zurück',
    lead: (minutes) =>
      `Wir haben eine Anfrage erhalten, Ihr TeeWatch-Passwort zurückzusetzen. Der Link funktioniert einmal und läuft in ${deMinutes(minutes)} ab. Mit einem neuen Passwort werden Sie auf allen Geräten abgemeldet.`,
    button: 'Neues Passwort wählen',
  },
} satisfies AuthEmailTexts;

const texts: Record<Language, AuthEmailTexts> = { en, es, fr, de };

function compose(
  language: Language,
  parts: {
    subject: string;
    name: string | null;
    lead: string;
    button: { label: string; url: string } | null;
    after: string[];
  },
): AuthEmail {
  const { subject, name, lead, button, after } = parts;
  const say = texts[language];
  const f = formats[language];
  const text = [
    say.greeting(name),
    '',
    lead,
    ...(button ? ['', f.labelled(button.label, button.url)] : []),
    ...after.flatMap((line) => ['', line]),
    '',
    'TeeWatch',
  ].join('\n');
  const html = [
    `<p>${escapeHtml(say.greeting(name))}</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    button
      ? `<p><a href="${escapeHtml(button.url)}" style="display:inline-block;padding:12px 20px;background:#1b5e20;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(button.label)}</a></p>
<p style="font-size:12px;color:#666">${escapeHtml(f.labelled(say.pasteAddress, button.url))}</p>`
      : '',
    ...after.map((line) => `<p>${escapeHtml(line)}</p>`),
    '<p>TeeWatch</p>',
  ]
    .filter(Boolean)
    .join('\n');
  return { subject, html, text };
}

export function magicLinkEmail(
  url: string,
  minutes: number,
  purpose: 'sign_in' | 'recovery',
  language: Language = 'en',
): AuthEmail {
  const say = texts[language];
  return compose(language, {
    subject: purpose === 'recovery' ? say.magicLink.recoverySubject : say.magicLink.subject,
    name: null,
    lead:
      purpose === 'recovery' ? say.magicLink.recoveryLead(minutes) : say.magicLink.lead(minutes),
    button: { label: say.magicLink.button, url },
    after: [say.magicLink.twoBrowsers, say.ignoreIfNotYou],
  });
}

export function confirmEmailEmail(
  name: string | null,
  url: string,
  hours: number,
  language: Language = 'en',
): AuthEmail {
  const say = texts[language];
  return compose(language, {
    subject: say.confirmEmail.subject,
    name,
    lead: say.confirmEmail.lead(hours),
    button: { label: say.confirmEmail.button, url },
    after: [say.ignoreIfNotYou],
  });
}

/** Sent instead of a confirmation when someone signs up with an address that has an account. */
export function alreadyRegisteredEmail(
  name: string | null,
  urls: { signIn: string; reset: string },
  language: Language = 'en',
): AuthEmail {
  const say = texts[language];
  return compose(language, {
    subject: say.alreadyRegistered.subject,
    name,
    lead: say.alreadyRegistered.lead,
    button: { label: say.alreadyRegistered.button, url: urls.signIn },
    after: [say.alreadyRegistered.forgot(urls.reset), say.alreadyRegistered.notYou],
  });
}

export function passwordResetEmail(
  name: string | null,
  url: string,
  minutes: number,
  language: Language = 'en',
): AuthEmail {
  const say = texts[language];
  return compose(language, {
    subject: say.passwordReset.subject,
    name,
    lead: say.passwordReset.lead(minutes),
    button: { label: say.passwordReset.button, url },
    after: [say.ignoreIfNotYou],
  });
}
