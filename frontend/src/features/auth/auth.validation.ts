import { PASSWORD_MIN_LENGTH, passwordRules } from '@teewatch/contracts';

/** Core spec §5: text, @, text, dot, text. */
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const INVALID_EMAIL = 'Please enter a valid email address';

export function isValidEmail(email: string): boolean {
  return emailPattern.test(email.trim());
}

/** A form's first problem: which field and what to say. */
export interface FormProblem<Field extends string> {
  field: Field;
  message: string;
}

function emailProblem<F extends string>(field: F, email: string): FormProblem<F> | null {
  if (email.trim() === '') return { field, message: 'Please enter your email address' };
  if (!isValidEmail(email)) return { field, message: INVALID_EMAIL };
  return null;
}

/** A new password and its confirmation (sign-up and reset share the rules of DECISIONS). */
function newPasswordProblem(
  password: string,
  confirmPassword: string,
): FormProblem<'password' | 'confirmPassword'> | null {
  if (password === '') return { field: 'password', message: 'Please enter a password' };
  if (password.length < PASSWORD_MIN_LENGTH) {
    return { field: 'password', message: passwordRules.tooShort };
  }
  if (password !== confirmPassword) {
    return { field: 'confirmPassword', message: passwordRules.mismatch };
  }
  return null;
}

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}
export type SignUpField = keyof SignUpValues;

export function signUpProblem(values: SignUpValues): FormProblem<SignUpField> | null {
  if (values.name.trim() === '') return { field: 'name', message: 'Please enter your name' };
  return (
    emailProblem('email', values.email) ??
    newPasswordProblem(values.password, values.confirmPassword)
  );
}

export interface SignInValues {
  email: string;
  password: string;
}
export type SignInField = keyof SignInValues;

export function signInProblem(values: SignInValues): FormProblem<SignInField> | null {
  const email = emailProblem('email', values.email);
  if (email) return email;
  if (values.password === '') return { field: 'password', message: 'Please enter your password' };
  return null;
}

export function newPasswordFormProblem(values: {
  password: string;
  confirmPassword: string;
}): FormProblem<'password' | 'confirmPassword'> | null {
  return newPasswordProblem(values.password, values.confirmPassword);
}

/** Extended spec §5: recovery needs an email ("Email Required"). */
export function recoveryEmailProblem(email: string): FormProblem<'email'> | null {
  if (email.trim() === '') {
    return { field: 'email', message: 'Please enter your email address for password reset' };
  }
  return emailProblem('email', email);
}
