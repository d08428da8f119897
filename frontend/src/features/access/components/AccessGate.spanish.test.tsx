import { configure, screen, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../../test/api-mocks';
import { apiError, makeGrant } from '../../../test/factories';
import { speak } from '../../../test/language';
import { renderApp } from '../../../test/render-app';
import { server } from '../../../test/server';

// The gate is its own lazily loaded chunk: the first render waits for it.
configure({ asyncUtilTimeout: 15000 });
vi.setConfig({ testTimeout: 40000 });

const VALIDATE = '/api/access-codes/validate';

beforeEach(async () => {
  // The app loads the saved settings' language on mount, so the settings say Spanish too.
  window.localStorage.setItem('teewatch:accessibility', JSON.stringify({ language: 'es' }));
  await speak('es');
});

describe('the access gate in Spanish', () => {
  it('asks for the code and welcomes the golfer in Spanish', async () => {
    server.use(apiMock.post(VALIDATE, () => HttpResponse.json(makeGrant())));
    const { user } = renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Acceso privado' })).toBeInTheDocument();
    const benefits = screen.getByRole('list', { name: 'Beneficios de la beta' });
    expect(within(benefits).getByText('Alertas al instante')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Código de acceso' }), 'beta-abc');
    await user.click(screen.getByRole('button', { name: 'Validar acceso' }));

    expect(await screen.findByRole('status')).toHaveTextContent('¡Acceso concedido!');
    expect(screen.getByText('Acceso a la beta privada')).toBeInTheDocument();
    const welcome = screen.getByRole('heading', { name: '¡Te damos la bienvenida, Beta Golfer!' });
    expect(within(welcome).getByText('Beta Golfer')).toHaveAttribute('translate', 'no');
    expect(screen.getByText('A este código le quedan 9,998 usos')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeInTheDocument();
  });

  it('says why a code was refused in Spanish, though the server writes English', async () => {
    server.use(
      apiMock.post(VALIDATE, () =>
        HttpResponse.json(apiError('ACCESS_CODE_EXPIRED', 'That access code has expired.'), {
          status: 400,
        }),
      ),
    );
    const { user } = renderApp('/');

    await user.type(await screen.findByRole('textbox', { name: 'Código de acceso' }), 'old-1');
    await user.click(screen.getByRole('button', { name: 'Validar acceso' }));

    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Código de acceso no válido');
    expect(status).toHaveTextContent('Ese código de acceso ya venció. Pide uno nuevo.');
  });
});
