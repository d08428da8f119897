import { screen, waitFor } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { apiMock } from '../../test/api-mocks';
import { makeGrant, makeSessionTokens, makeSessionUser, storeSession } from '../../test/factories';
import { renderApp } from '../../test/render-app';
import { server } from '../../test/server';

const root = document.documentElement;
const stored = () => JSON.parse(window.localStorage.getItem('teewatch:accessibility') ?? 'null');

function signedInAs(language: 'en' | 'es' | 'fr' | 'de' | null) {
  const user = makeSessionUser({ language });
  storeSession(makeSessionTokens({ user }));
  server.use(
    apiMock.get('/api/auth/magic-link/me', () => HttpResponse.json({ success: true, user })),
  );
  return user;
}

beforeEach(() => {
  window.localStorage.setItem('teewatch:access', JSON.stringify(makeGrant()));
  server.use(apiMock.get('/api/access-codes/grant', () => HttpResponse.json(makeGrant())));
});

describe("the account's language", () => {
  it('wins on sign-in: a golfer who chose German reads German on a new browser', async () => {
    signedInAs('de');
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Seite nicht gefunden' })).toBeVisible();
    expect(root).toHaveAttribute('lang', 'de');
    expect(stored()).toMatchObject({ language: 'de' });
  });

  it("is set from the browser's when the account never chose one", async () => {
    const user = signedInAs(null);
    const saved: unknown[] = [];
    server.use(
      apiMock.patch('/api/users/me', async ({ request }) => {
        const body = (await request.json()) as { language: 'en' };
        saved.push(body);
        return HttpResponse.json({ success: true, user: { ...user, language: body.language } });
      }),
    );
    renderApp('/');
    await waitFor(() => expect(saved).toEqual([{ language: 'en' }]));
  });
});
