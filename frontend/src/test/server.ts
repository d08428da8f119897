import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';

/**
 * The mocked network for every test; each test adds the handlers it needs with server.use. The
 * live stream answers 204 (nothing to stream) unless a test serves it.
 */
export const server = setupServer(
  http.get('*/api/live', () => new HttpResponse(null, { status: 204 })),
);
