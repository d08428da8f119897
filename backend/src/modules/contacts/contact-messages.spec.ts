import { contactVerificationEmail, verificationCodeSms } from './contact-messages.js';

describe('contact verification', () => {
  it.each([
    ['en', 'TeeWatch code: 123456. It expires in 10 minutes. Reply STOP to opt out.'],
    ['es', 'Código de TeeWatch: 123456. Caduca en 10 minutos. Responde STOP para darte de baja.'],
    [
      'fr',
      'Code TeeWatch : 123456. Il expire dans 10 minutes. Répondez STOP pour vous désabonner.',
    ],
    [
      'de',
      'TeeWatch-Code: 123456. Er läuft in 10 Minuten ab. Antworten Sie STOP, um sich abzumelden.',
    ],
  ] as const)('%s: the texted code', (language, sms) => {
    expect(verificationCodeSms('123456', 10, language)).toBe(sms);
  });

  it('emails the confirmation link in the golfer’s language', () => {
    const email = contactVerificationEmail('https://v?token=t', 24, 'es');
    expect(email.subject).toBe('Confirma tu correo para las alertas de TeeWatch');
    expect(email.text).toContain('Confírmala aquí: https://v?token=t');
    expect(email.text).toContain('El enlace funciona durante 24 horas.');
  });
});
