import { type Language } from '@teewatch/contracts';
import { escapeHtml } from '../../infra/text/escape-html.js';
import { formats } from '../../infra/text/locale-formats.js';

/** What the verification of an email address or a phone number says, in each language. */
const en = {
  subject: 'Confirm your email for TeeWatch alerts',
  intro: 'Someone (we hope you) asked TeeWatch to send tee-time alerts to this address.',
  confirmHere: (link: string) => `Confirm it here: ${link}`,
  confirmButton: 'Confirm this email address',
  validity: (hours: number) =>
    `The link works for ${formats.en.plural(hours, { one: '# hour', other: '# hours' })}. If it was not you, ignore this email: nothing will be sent.`,
  code: (code: string, minutes: number) =>
    `TeeWatch code: ${code}. It expires in ${formats.en.plural(minutes, { one: '# minute', other: '# minutes' })}. Reply STOP to opt out.`,
};
type ContactTexts = typeof en;

const es = {
  subject: 'Confirma tu correo para las alertas de TeeWatch',
  intro:
    'Alguien (esperamos que tú) pidió a TeeWatch que enviara alertas de tee times a esta dirección.',
  confirmHere: (link) => `Confírmala aquí: ${link}`,
  confirmButton: 'Confirmar esta dirección de correo',
  validity: (hours) =>
    `El enlace funciona durante ${formats.es.plural(hours, { one: '# hora', other: '# horas' })}. Si no fuiste tú, ignora este correo: no se enviará nada.`,
  code: (code, minutes) =>
    `Código de TeeWatch: ${code}. Caduca en ${formats.es.plural(minutes, { one: '# minuto', other: '# minutos' })}. Responde STOP para darte de baja.`,
} satisfies ContactTexts;

const fr = {
  subject: 'Confirmez votre adresse e-mail pour les alertes TeeWatch',
  intro:
    'Quelqu’un (vous, nous l’espérons) a demandé à TeeWatch d’envoyer des alertes de départs à cette adresse.',
  confirmHere: (link) => `Confirmez-la ici : ${link}`,
  confirmButton: 'Confirmer cette adresse e-mail',
  validity: (hours) =>
    `Le lien est valable ${formats.fr.plural(hours, { one: '# heure', other: '# heures' })}. Si ce n’était pas vous, ignorez cet e-mail : rien ne sera envoyé.`,
  code: (code, minutes) =>
    `Code TeeWatch : ${code}. Il expire dans ${formats.fr.plural(minutes, { one: '# minute', other: '# minutes' })}. Répondez STOP pour vous désabonner.`,
} satisfies ContactTexts;

const de = {
  subject: 'Bestätigen Sie Ihre E-Mail-Adresse für TeeWatch-Alarme',
  intro:
    'Jemand (hoffentlich Sie) hat TeeWatch gebeten, Startzeit-Alarme an diese Adresse zu senden.',
  confirmHere: (link) => `Hier bestätigen: ${link}`,
  confirmButton: 'Diese E-Mail-Adresse bestätigen',
  validity: (hours) =>
    `Der Link ist ${formats.de.plural(hours, { one: '# Stunde', other: '# Stunden' })} gültig. Falls Sie das nicht waren, ignorieren Sie diese E-Mail: Es wird nichts gesendet.`,
  code: (code, minutes) =>
    `TeeWatch-Code: ${code}. Er läuft in ${formats.de.plural(minutes, { one: '# Minute', other: '# Minuten' })} ab. Antworten Sie STOP, um sich abzumelden.`,
} satisfies ContactTexts;

const texts: Record<Language, ContactTexts> = { en, es, fr, de };

/** The email that proves an address belongs to the golfer who added it. */
export function contactVerificationEmail(
  link: string,
  hours: number,
  language: Language = 'en',
): { subject: string; html: string; text: string } {
  const say = texts[language];
  return {
    subject: say.subject,
    text: [say.intro, '', say.confirmHere(link), '', say.validity(hours)].join('\n'),
    html: `<p>${escapeHtml(say.intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(say.confirmButton)}</a></p>
<p>${escapeHtml(say.validity(hours))}</p>`,
  };
}

/** The text with a phone number's 6-digit code. */
export function verificationCodeSms(
  code: string,
  minutes: number,
  language: Language = 'en',
): string {
  return texts[language].code(code, minutes);
}
