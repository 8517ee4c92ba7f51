import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as CommonLanguageModule from '@zxcvbn-ts/language-common';
import { isPasswordLongEnough } from './password';

/**
 * Issue 13 hole 10: a new password must be long enough AND not easy to guess. "Easy" is
 * zxcvbn's estimate against common passwords, words, names, keyboard walks, repeats and
 * sequences: a score under 2 means fewer than 10⁶ guesses, which a throttled online attacker
 * can still afford. `password`, `12345678` and eight spaces score 0.
 *
 * The common dictionary is about 1 MB, so it is loaded on first use (`loadPasswordRule`):
 * the server loads it once, the web app only on the forms that set a password.
 */
export const MIN_PASSWORD_SCORE = 2;

export type PasswordScore = 0 | 1 | 2 | 3 | 4;
export type PasswordStrengthProblem = 'too_short' | 'too_weak';

export interface PasswordStrength {
  /** 0 (guessed at once) to 4 (very hard to guess), for a meter. */
  score: PasswordScore;
  /** Why the password cannot be used, or null when it can. */
  problem: PasswordStrengthProblem | null;
}

export type PasswordRule = (password: string, userInputs?: readonly string[]) => PasswordStrength;

type CommonLanguage = typeof CommonLanguageModule;

/** The rule over a loaded dictionary (also for tests that load it themselves). */
export function createPasswordRule(common: CommonLanguage): PasswordRule {
  const zxcvbn = new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
  return (password, userInputs = []) => {
    const score = zxcvbn.check(password, [...userInputs]).score as PasswordScore;
    if (!isPasswordLongEnough(password)) return { score, problem: 'too_short' };
    return { score, problem: score < MIN_PASSWORD_SCORE ? 'too_weak' : null };
  };
}

let loading: Promise<PasswordRule> | undefined;

/** The password rule, with its dictionary loaded once per process or page. */
export function loadPasswordRule(): Promise<PasswordRule> {
  loading ??= import('@zxcvbn-ts/language-common').then(createPasswordRule, (error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
