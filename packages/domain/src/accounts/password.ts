import { PASSWORD_TOO_SHORT, PASSWORDS_DO_NOT_MATCH } from '../shared/messages';

/** Password rules of spec 1 §5, §9: at least 8 characters and equal to its confirmation. */
export const MIN_PASSWORD_LENGTH = 8;

export type PasswordProblem = 'too_short' | 'mismatch';

export const PASSWORD_MESSAGES: Readonly<Record<PasswordProblem, string>> = {
  too_short: PASSWORD_TOO_SHORT,
  mismatch: PASSWORDS_DO_NOT_MATCH,
};

export function isPasswordLongEnough(password: string): boolean {
  return [...password].length >= MIN_PASSWORD_LENGTH;
}

/** Every problem with a new password and its confirmation; empty when it can be submitted. */
export function checkNewPassword(password: string, confirmation: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (!isPasswordLongEnough(password)) problems.push('too_short');
  if (password !== confirmation) problems.push('mismatch');
  return problems;
}
