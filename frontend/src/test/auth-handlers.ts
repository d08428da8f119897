import type { ActivityItem, AuthConfig, SessionUser } from '@teewatch/contracts';
import { HttpResponse } from 'msw';
import { apiMock } from './api-mocks';
import { apiError } from './factories';
import { server } from './server';

export function makeAuthConfig(methods: Partial<AuthConfig['methods']> = {}): AuthConfig {
  return {
    success: true,
    methods: {
      password: true,
      magicLink: true,
      google: true,
      facebook: true,
      github: true,
      apple: false,
      ...methods,
    },
    magicLinkMinutes: 10,
  };
}

export function serveAuthConfig(methods: Partial<AuthConfig['methods']> = {}) {
  server.use(apiMock.get('/api/auth/config', () => HttpResponse.json(makeAuthConfig(methods))));
}

/**
 * GET /me answers `user` for `token` (any token when omitted) and 401 otherwise; the bearer
 * tokens it saw are recorded.
 */
export function serveMe(user: SessionUser, token?: string) {
  const seen: string[] = [];
  server.use(
    apiMock.get('/api/auth/magic-link/me', ({ request }) => {
      const bearer = request.headers.get('Authorization')?.replace(/^Bearer /, '') ?? '';
      seen.push(bearer);
      if (token !== undefined && bearer !== token) {
        return HttpResponse.json(apiError('INVALID_TOKEN', 'Invalid token'), { status: 401 });
      }
      return HttpResponse.json({ success: true, user });
    }),
  );
  return seen;
}

/** The dashboard's activity list, recording the bearer token of each request. */
export function serveActivity(items: ActivityItem[]) {
  const seen: string[] = [];
  server.use(
    apiMock.get('/api/users/me/activity', ({ request }) => {
      seen.push(request.headers.get('Authorization') ?? '');
      return HttpResponse.json({ success: true, data: items });
    }),
  );
  return seen;
}
