import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { accessApi } from '../../features/access/api/access.api';
import { makeGrant, apiError } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const VALIDATE = '/api/access-codes/validate';
const GRANT = '/api/access-codes/grant';

/** Answers validation with `grant` and records the codes the app sent. */
function acceptCodes(grant = makeGrant()) {
  const sent: unknown[] = [];
  server.use(
    apiMock.post(VALIDATE, async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json(grant);
    }),
  );
  return sent;
}

const codeField = () => screen.getByRole('textbox', { name: 'Access Code' });
const validateButton = () => screen.getByRole('button', { name: 'Validate Access' });
const toast = () => screen.findByRole('status');

describe('access gate', () => {
  it('shows the gate with its field, disabled button, help note and benefits', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Private Access' })).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
    expect(validateButton()).toBeDisabled();
    expect(screen.getByText(/Need a code\?/)).toBeInTheDocument();
    const benefits = screen.getByRole('list', { name: 'Beta benefits' });
    expect(within(benefits).getByText('Instant alerts')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book Your Tee Time Today' })).toBeNull();
  });

  it('shows the gate in front of every route, not just the home page', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: 'Private Access' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Privacy Policy' })).toBeNull();
  });

  it('upper-cases the code as it is typed and enables the button', async () => {
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: 'Access Code' }), 'beta-abc');
    expect(codeField()).toHaveValue('BETA-ABC');
    expect(validateButton()).toBeEnabled();
  });

  it('submits with Enter and shows the welcome card for a private beta code', async () => {
    const sent = acceptCodes();
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: 'Access Code' }), 'beta-abc{Enter}');

    const status = await toast();
    expect(status).toHaveTextContent('Access Granted!');
    expect(sent).toEqual([{ code: 'BETA-ABC' }]);
    expect(screen.getByText('Private Beta Access')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome, Beta Golfer!' })).toBeInTheDocument();
    const features = screen.getByRole('list', { name: 'Included features' });
    expect(within(features).getByText('Real-time tee-time alerts')).toBeInTheDocument();
    expect(within(features).getByText('Push, email and SMS notifications')).toBeInTheDocument();
    expect(screen.getByText('Invited by Jane Doe')).toBeInTheDocument();
    expect(screen.getByText('9,998 uses remaining on this code')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Access Code' })).toBeNull();
  });

  it('shows the Friend Invitation badge and no invited-by note when nobody invited', async () => {
    acceptCodes(makeGrant({ type: 'friend_invite', invitedBy: null, usesRemaining: 1 }));
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: 'Access Code' }), 'friend-1');
    await user.click(validateButton());

    expect(await screen.findByText('Friend Invitation')).toBeInTheDocument();
    expect(screen.queryByText('Private Beta Access')).toBeNull();
    expect(screen.queryByText(/Invited by/)).toBeNull();
    expect(screen.getByText('1 use remaining on this code')).toBeInTheDocument();
  });

  it('enters the app on Continue and remembers the grant', async () => {
    acceptCodes();
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: 'Access Code' }), 'beta-abc');
    await user.click(validateButton());
    await user.click(await screen.findByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('button', { name: 'Find Tee Times' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Private Access' })).toBeNull();
    const saved = JSON.parse(window.localStorage.getItem('teewatch:access') ?? 'null');
    expect(saved).toMatchObject({ type: 'private_beta', invitedBy: 'Jane Doe' });
  });

  it('shows the server message and clears the result when the code is refused', async () => {
    server.use(
      apiMock.post(VALIDATE, () =>
        HttpResponse.json(apiError('ACCESS_CODE_UNKNOWN', 'That access code is not recognised.'), {
          status: 400,
        }),
      ),
    );
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: 'Access Code' }), 'wrong');
    await user.click(validateButton());

    const status = await toast();
    expect(status).toHaveTextContent('Invalid Access Code');
    expect(status).toHaveTextContent('That access code is not recognised.');
    expect(status).not.toHaveTextContent('400');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(codeField()).toHaveValue('WRONG');
    // The button comes back once the refused check has settled, which may be a render after the toast.
    await waitFor(() => expect(validateButton()).toBeEnabled());
    expect(window.localStorage.getItem('teewatch:access')).toBeNull();
  });

  it('uses the raw body or the status text when the error is not the API shape', async () => {
    server.use(apiMock.post(VALIDATE, () => new Response('Bad gateway upstream', { status: 502 })));
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: 'Access Code' }), 'abc');
    await user.click(validateButton());
    expect(await toast()).toHaveTextContent('Bad gateway upstream');
  });

  it('asks for a code when a blank one is submitted', async () => {
    const sent = acceptCodes();
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: 'Access Code' }), '   ');
    await user.click(validateButton());

    const status = await toast();
    expect(status).toHaveTextContent('Missing Access Code');
    expect(status).toHaveTextContent('Please enter your access code.');
    expect(sent).toEqual([]);
  });

  it('asks for a code when Enter is pressed in the empty field', async () => {
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: 'Access Code' }), '{Enter}');
    expect(await toast()).toHaveTextContent('Missing Access Code');
  });

  it('disables the button while the check is pending', async () => {
    server.use(
      apiMock.post(VALIDATE, async () => {
        await delay(150);
        return HttpResponse.json(makeGrant());
      }),
    );
    const { user } = renderApp('/');
    await user.type(await screen.findByRole('textbox', { name: 'Access Code' }), 'beta');
    await user.click(validateButton());
    expect(validateButton()).toBeDisabled();
    expect(await screen.findByText('Private Beta Access')).toBeInTheDocument();
  });

  it('validates a ?code= link on load and drops the code when entering', async () => {
    const sent = acceptCodes();
    const { user, browser } = renderApp('/terms?code=abc-123&ref=mail');

    expect(await screen.findByText('Private Beta Access')).toBeInTheDocument();
    expect(sent).toEqual([{ code: 'ABC-123' }]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Terms of Service' })).toBeInTheDocument();
    expect(browser.location.pathname).toBe('/terms');
    expect(browser.location.search).toBe('?ref=mail');
  });
});

describe('saved access', () => {
  it('restores a saved grant without showing the gate and confirms it once', async () => {
    window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
    let checks = 0;
    server.use(
      apiMock.get(GRANT, () => {
        checks += 1;
        return HttpResponse.json(makeGrant({ usesRemaining: 9000 }));
      }),
    );
    renderApp('/');

    expect(screen.queryByRole('heading', { name: 'Private Access' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Find Tee Times' })).toBeInTheDocument();
    await waitFor(() => expect(checks).toBe(1));
    expect(screen.queryByRole('heading', { name: 'Private Access' })).toBeNull();
  });

  it('shows the gate and removes the entry when the saved data is not JSON', async () => {
    window.localStorage.setItem('teewatch:access', '{not json');
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Private Access' })).toBeInTheDocument();
    expect(window.localStorage.getItem('teewatch:access')).toBeNull();
  });

  it('shows the gate and removes the entry when the saved data has the wrong shape', async () => {
    window.localStorage.setItem('teewatch:access', JSON.stringify({ valid: true, type: 'vip' }));
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Private Access' })).toBeInTheDocument();
    expect(window.localStorage.getItem('teewatch:access')).toBeNull();
  });

  it('brings the gate back when the server no longer honours the grant', async () => {
    window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
    server.use(
      apiMock.get(GRANT, () =>
        HttpResponse.json(apiError('ACCESS_REQUIRED', 'An access code is required.'), {
          status: 403,
        }),
      ),
    );
    renderApp('/');

    expect(await screen.findByRole('heading', { name: 'Private Access' })).toBeInTheDocument();
    expect(screen.getByText(/Your access could not be confirmed/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Find Tee Times' })).toBeNull();
    expect(window.localStorage.getItem('teewatch:access')).toBeNull();
  });

  it('keeps the saved grant when the check fails for network reasons', async () => {
    window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
    let checked = false;
    server.use(
      apiMock.get(GRANT, () => {
        checked = true;
        return HttpResponse.error();
      }),
    );
    const { store } = renderApp('/');

    expect(await screen.findByRole('button', { name: 'Find Tee Times' })).toBeInTheDocument();
    await waitFor(() => expect(checked).toBe(true));
    await waitFor(() =>
      expect(accessApi.endpoints.getAccessGrant.select()(store.getState()).isError).toBe(true),
    );
    expect(screen.queryByRole('heading', { name: 'Private Access' })).toBeNull();
    expect(window.localStorage.getItem('teewatch:access')).not.toBeNull();
  });
});
