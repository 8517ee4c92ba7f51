import { createHash, createHmac } from 'node:crypto';
import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { BotCheckRepository } from './bot-check.repository';

const ALGORITHM = 'PBKDF2/SHA-256';
/** Time to solve and submit: the form is filled while the browser solves. */
const CHALLENGE_TTL_MS = 10 * 60_000;

interface Options {
  hmacKey: string;
  cost: number;
  counterMax: number;
  repository: BotCheckRepository;
}

function parsePayload(solution: string): Payload | undefined {
  if (solution.length > 4096) return undefined;
  try {
    const payload = JSON.parse(Buffer.from(solution, 'base64').toString('utf8')) as unknown;
    if (typeof payload !== 'object' || payload === null) return undefined;
    const { challenge, solution: answer } = payload as Partial<Payload>;
    if (!challenge?.parameters || typeof answer?.counter !== 'number') return undefined;
    return payload as Payload;
  } catch {
    return undefined;
  }
}

/**
 * ALTCHA v2 proof of work (self-hosted, invisible; ARCHITECTURE.md). A challenge asks for the
 * PBKDF2 counter that gives a signed key prefix: the browser tries counters from 0, the
 * server checks one. altcha-lib checks expiry against the real clock, so this module uses
 * the real clock too. Each accepted solution is spent, so it works for one request.
 */
export function createAltcha({ hmacKey, cost, counterMax, repository }: Options) {
  // A second secret for the derived-key signature, which lets verification skip the work.
  const keySecret = createHmac('sha256', hmacKey).update('altcha-key-signature').digest('hex');

  async function challenge(): Promise<Challenge> {
    return createChallenge({
      algorithm: ALGORITHM,
      cost,
      counter: randomInt(counterMax),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: keySecret,
    });
  }

  /** Whether the solution is genuine, unexpired and not used before (then it is spent). */
  async function accept(solution: string): Promise<boolean> {
    const payload = parsePayload(solution);
    if (!payload || payload.challenge.parameters.algorithm !== ALGORITHM) return false;
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: hmacKey,
      hmacKeySignatureSecret: keySecret,
    }).catch(() => undefined);
    if (!result?.verified) return false;
    const id = createHash('sha256')
      .update(payload.challenge.signature ?? payload.challenge.parameters.nonce)
      .digest('hex');
    const expiresAt = new Date(
      (payload.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + CHALLENGE_TTL_MS,
    ).toISOString();
    await repository.deleteExpired(new Date().toISOString());
    return repository.spend(id, expiresAt);
  }

  return { challenge, accept };
}
