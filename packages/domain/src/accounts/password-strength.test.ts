import * as common from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { createPasswordRule, loadPasswordRule } from './password-strength';

const rule = createPasswordRule(common);

describe('password strength (issue 13 hole 10)', () => {
  it.each([
    ['password', 'too_weak'],
    ['12345678', 'too_weak'],
    ['        ', 'too_weak'],
    ['qwertyuiop', 'too_weak'],
    ['P4ssw0rd!', 'too_weak'],
    ['short', 'too_short'],
    ['correct horse battery', null],
    ['vinyl plant secret', null],
  ])('%j → %s', (password, problem) => {
    expect(rule(password).problem).toBe(problem);
  });

  it('counts the person’s own address as easy to guess', () => {
    expect(rule('ada.lovelace@example.com').problem).toBeNull();
    expect(rule('ada.lovelace@example.com', ['ada.lovelace@example.com']).problem).toBe('too_weak');
  });

  it('scores from 0 to 4 for a meter', () => {
    expect(rule('password').score).toBe(0);
    expect(rule('correct horse battery staple').score).toBe(4);
  });

  it('loads its dictionary once', async () => {
    const [a, b] = await Promise.all([loadPasswordRule(), loadPasswordRule()]);
    expect(a).toBe(b);
    expect(a('12345678').problem).toBe('too_weak');
  });
});
