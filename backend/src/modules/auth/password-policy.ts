import { createRequire } from 'node:module';
import { passwordRules } from '@teewatch/contracts';

/**
 * The 49,233 most used passwords, most common first, from the password-frequency list that
 * zxcvbn-ts ships (MIT). NIST SP 800-63B asks that new passwords be checked against such a list;
 * the zod contract already enforces the length rules.
 */
const listPath = '@zxcvbn-ts/language-common/src/passwords.json';
let commonPasswords: ReadonlySet<string> | undefined;

function loadCommonPasswords(): ReadonlySet<string> {
  commonPasswords ??= new Set(createRequire(import.meta.url)(listPath) as string[]);
  return commonPasswords;
}

/** Case does not make a common password less common: "Password1" is "password1". */
export function isCommonPassword(password: string): boolean {
  return loadCommonPasswords().has(password.toLowerCase());
}

/** The rule a new password breaks beyond the contract's length checks, if any. */
export function passwordProblem(password: string): string | undefined {
  return isCommonPassword(password) ? passwordRules.common : undefined;
}
