import { languageOf } from './request-language.js';

describe("the request's language", () => {
  it('is the most preferred tag TeeWatch speaks, by its base language', () => {
    expect(languageOf('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOf('pt-BR,pt;q=0.9,de;q=0.7,en;q=0.5')).toBe('de');
    expect(languageOf('en;q=0.5, FR-ca')).toBe('fr');
    expect(languageOf('de;q=0, es')).toBe('es');
  });

  it('is English when the header is missing or names nothing TeeWatch speaks', () => {
    expect(languageOf(undefined)).toBe('en');
    expect(languageOf('')).toBe('en');
    expect(languageOf('pt-BR')).toBe('en');
    expect(languageOf('*')).toBe('en');
  });
});
