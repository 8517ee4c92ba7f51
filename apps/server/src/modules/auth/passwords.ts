import { hash, verify } from '@node-rs/argon2';
import { loadPasswordRule, PASSWORD_TOO_SHORT, USE_STRONG_PASSWORD } from '@vinyl/domain';
import { ValidationError } from '../../http/errors';

/**
 * argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane): about 10 ms
 * on the reference machine (MACHINE.md), measured in bench/. The parameters travel inside
 * each hash, so raising them later only affects new hashes.
 */
// `algorithm: 2` is Algorithm.Argon2id, a const enum that isolated modules cannot import.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** A hash of nothing anyone knows: checked when there is no user, so timing does not tell. */
let decoy: Promise<string> | undefined;

/** Whether `password` matches `passwordHash`; with no hash, spends the same time and fails. */
export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoy ??= hashPassword(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/**
 * The domain's one password rule (issue 13 hole 10): 400 `password_too_short` or
 * `password_too_weak`. `userInputs` (the address, the name) count as easy to guess.
 */
export async function checkNewPasswordStrength(
  password: string,
  userInputs: readonly string[] = [],
): Promise<void> {
  const { problem } = (await loadPasswordRule())(password, userInputs);
  if (problem === 'too_short') throw new ValidationError('password_too_short', PASSWORD_TOO_SHORT);
  if (problem === 'too_weak') throw new ValidationError('password_too_weak', USE_STRONG_PASSWORD);
}
