import { appUrl, safeLandingPath } from './redirects.js';

const origin = 'http://localhost:3000';

describe('safeLandingPath', () => {
  it('keeps a page of the app, given as a path or as a URL on its origin', () => {
    expect(safeLandingPath('/alerts?alert=7#top', origin)).toBe('/alerts?alert=7#top');
    expect(safeLandingPath('http://localhost:3000/notifications', origin)).toBe('/notifications');
  });

  it('sends everything else to the dashboard', () => {
    for (const requested of [
      undefined,
      '',
      'http://localhost:3000',
      'http://localhost:3000/',
      'https://evil.example/steal',
      '//evil.example/steal',
      '/\\evil.example/steal',
      'http://localhost:3000@evil.example/',
      'javascript:alert(1)',
      'http://localhost:3001/alerts',
      '/api/auth/google',
      '/api',
    ]) {
      expect(safeLandingPath(requested, origin)).toBe('/dashboard');
    }
  });
});

describe('appUrl', () => {
  it('adds query parameters to a path of the app, escaped', () => {
    expect(appUrl(origin, '/alerts?alert=7', { token: 'a b&c' })).toBe(
      'http://localhost:3000/alerts?alert=7&token=a+b%26c',
    );
  });
});
