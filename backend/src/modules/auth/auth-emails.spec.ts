import {
  alreadyRegisteredEmail,
  confirmEmailEmail,
  magicLinkEmail,
  passwordResetEmail,
} from './auth-emails.js';

describe('the emails of signing in', () => {
  it.each([
    [
      'en',
      'Your TeeWatch sign-in link',
      'It works once and expires in 1 minute.',
      'Sign in to TeeWatch: https://l',
    ],
    [
      'es',
      'Tu enlace para iniciar sesión en TeeWatch',
      'Funciona una sola vez y caduca en 1 minuto.',
      'Iniciar sesión en TeeWatch: https://l',
    ],
    [
      'fr',
      'Votre lien de connexion à TeeWatch',
      'Il ne fonctionne qu’une fois et expire dans 1 minute.',
      'Se connecter à TeeWatch\u00a0: https://l',
    ],
    [
      'de',
      'Ihr Anmeldelink für TeeWatch',
      'Er funktioniert einmal und läuft in 1 Minute ab.',
      'Bei TeeWatch anmelden: https://l',
    ],
  ] as const)('%s: a magic link', (language, subject, expiry, button) => {
    const email = magicLinkEmail('https://l', 1, 'sign_in', language);
    expect(email.subject).toBe(subject);
    expect(email.text).toContain(expiry);
    expect(email.text).toContain(button);
    expect(email.html).toContain(expiry);
  });

  it('writes the confirmation, reset and already-registered emails in the language asked for', () => {
    expect(confirmEmailEmail('Pat', 'https://c', 24, 'de')).toMatchObject({
      subject: 'Bestätigen Sie Ihre E-Mail-Adresse für TeeWatch',
      text: expect.stringMatching(
        /^Hallo Pat,\n\nWillkommen bei TeeWatch!.* läuft in 24 Stunden ab\./,
      ),
    });
    expect(passwordResetEmail(null, 'https://r', 60, 'es').text).toMatch(
      /^Hola:\n\nRecibimos una solicitud .* caduca en 60 minutos\./,
    );
    expect(
      alreadyRegisteredEmail('Pat', { signIn: 'https://s', reset: 'https://r' }, 'fr').subject,
    ).toBe('Vous avez déjà un compte TeeWatch');
    // English stays as the product spec words it.
    expect(confirmEmailEmail('Pat', 'https://c', 24).text).toBe(
      [
        'Hi Pat,',
        '',
        'Welcome to TeeWatch! Confirm your email address to finish creating your account. The link works once and expires in 24 hours.',
        '',
        'Confirm my email: https://c',
        '',
        "If you didn't ask for this, you can ignore this email: nothing changes without the link.",
        '',
        'TeeWatch',
      ].join('\n'),
    );
  });
});
