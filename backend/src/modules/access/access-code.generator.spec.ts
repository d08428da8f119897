import { accessCodeKey } from '@teewatch/contracts';
import { generateAccessCode } from './access-code.generator.js';

describe('generateAccessCode', () => {
  it('makes four dash-separated groups of four unambiguous symbols (80 bits)', () => {
    const code = generateAccessCode();
    expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
    expect(accessCodeKey(code)).toHaveLength(16); // 16 symbols x 5 bits = 80 bits >= 64
  });

  it('does not repeat itself', () => {
    const codes = new Set(Array.from({ length: 5000 }, generateAccessCode));
    expect(codes.size).toBe(5000);
  });
});

describe('accessCodeKey', () => {
  it('ignores case, spaces and dashes', () => {
    expect(accessCodeKey(' teewatch-beta 2026 ')).toBe('TEEWATCHBETA2026');
  });
});
