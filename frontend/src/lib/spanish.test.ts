import { speak } from '../test/language';
import { apiErrorMessage } from './api-error';
import { testSentToast } from './push/push-texts';

const refused = (code: string, message: string, status = 400) => ({
  status,
  data: { success: false, error: { code, message } },
});

describe('failed calls and push news in Spanish', () => {
  beforeEach(() => speak('es'));

  it("says the server's known texts by their code, and its unknown ones as they came", () => {
    expect(
      apiErrorMessage(
        refused('ACCESS_CODE_UNKNOWN', 'That access code is not valid. Check it and try again.'),
      ),
    ).toBe('Ese código de acceso no es válido. Revísalo e inténtalo de nuevo.');
    expect(
      apiErrorMessage(
        refused('NOT_FOUND', 'This tee time is no longer open. Pick another one.', 404),
      ),
    ).toBe('Este tee time ya no está disponible. Elige otro.');
    expect(apiErrorMessage(refused('NOT_FOUND', 'No API route GET /api/nothing', 404))).toBe(
      'No API route GET /api/nothing',
    );
  });

  it('reads the values out of a known text and counts them the Spanish way', () => {
    expect(
      apiErrorMessage(
        refused('RATE_LIMITED', 'Too many access code attempts. Try again in 1 minute(s).', 429),
      ),
    ).toBe('Demasiados intentos con códigos de acceso. Inténtalo de nuevo en 1 minuto.');
    expect(
      apiErrorMessage(
        refused(
          'ALERT_LIMIT_REACHED',
          'You already have 10 active alerts, the most at once. Pause or delete one first.',
          409,
        ),
      ),
    ).toBe('Ya tienes 10 alertas activas, el máximo a la vez. Pausa o elimina una primero.');
  });

  it('says a network failure and a bare status in Spanish', () => {
    expect(apiErrorMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(
      'Error de red. Revisa tu conexión e inténtalo de nuevo.',
    );
    expect(apiErrorMessage({ status: 502, data: '' })).toBe('Puerta de enlace incorrecta');
  });

  it('counts the browsers and phones a test notification reached', () => {
    const sent = testSentToast({
      push: { sent: 1, targets: 1 },
      email: { sent: 0, targets: 0 },
      sms: { sent: 2, targets: 2 },
    });
    expect(sent.title).toBe('Notificación de prueba enviada');
    expect(sent.description).toBe(
      'Una notificación de TeeWatch va en camino a tu navegador y 2 de tus teléfonos.',
    );
  });
});

describe('the same texts in English', () => {
  it('stay exactly as the server and the product wrote them', () => {
    const text = 'You already have 10 active alerts, the most at once. Pause or delete one first.';
    expect(apiErrorMessage(refused('ALERT_LIMIT_REACHED', text, 409))).toBe(text);
    const sent = testSentToast({
      push: { sent: 1, targets: 1 },
      email: { sent: 3, targets: 3 },
      sms: { sent: 1, targets: 1 },
    });
    expect(sent.description).toBe(
      'A TeeWatch notification is on its way to your browser, 3 of your email addresses and your phone.',
    );
  });
});
