import { passwordRules } from '@teewatch/contracts';
import { isCommonPassword, passwordProblem } from './password-policy.js';

describe('password policy', () => {
  it('refuses the passwords attackers try first, whatever their case', () => {
    for (const password of [
      'password',
      '12345678',
      'qwertyuiop',
      'Password1',
      'ILOVEYOU',
      'baseball',
    ]) {
      expect(passwordProblem(password)).toBe(passwordRules.common);
    }
  });

  it('accepts a password that is not on the list', () => {
    expect(isCommonPassword('tee-time at Riverdale 7:05')).toBe(false);
    expect(passwordProblem('correct horse battery staple 42')).toBeUndefined();
  });
});
