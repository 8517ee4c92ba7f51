import { describe, expect, it } from 'vitest';
import { checkNewPassword, isPasswordLongEnough, PASSWORD_MESSAGES } from './password';

describe('password rules (spec 1 §5, §9)', () => {
  it.each([
    ['12345678', '12345678', []],
    ['1234567', '1234567', ['too_short']],
    ['12345678', '12345679', ['mismatch']],
    ['short', 'other', ['too_short', 'mismatch']],
  ])('%j / %j → %j', (password, confirmation, problems) => {
    expect(checkNewPassword(password, confirmation)).toEqual(problems);
  });

  it('counts characters, not UTF-16 units, and keeps the spec messages', () => {
    expect(isPasswordLongEnough('🎵🎵🎵🎵🎵🎵🎵')).toBe(false);
    expect(PASSWORD_MESSAGES).toEqual({
      too_short: 'Password is too short',
      mismatch: 'Passwords do not match',
    });
  });
});
