import { pbkdf2Sync } from 'node:crypto';
import { expect, type Page } from '@playwright/test';

interface AltchaChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength?: number;
    keyPrefix: string;
  };
}

/**
 * The bot check solved here, as ALTCHA's widget solves it in the browser (PBKDF2 over the
 * nonce and a big-endian 32-bit counter until the derived key starts with the prefix): a new
 * guest needs it, and the shop under test keeps its check on.
 */
export async function solveBotCheck(page: Page): Promise<string> {
  const config = (await (await page.request.get('/api/bot-check')).json()) as {
    provider: string;
    challenge_url: string | null;
  };
  expect(config.provider, 'the journeys run with ALTCHA').toBe('altcha');
  const challenge = (await (
    await page.request.get(config.challenge_url ?? '')
  ).json()) as AltchaChallenge;
  const { algorithm, nonce, salt, cost, keyLength = 32, keyPrefix } = challenge.parameters;
  expect(algorithm).toBe('PBKDF2/SHA-256');
  const nonceBytes = Buffer.from(nonce, 'hex');
  const password = Buffer.alloc(nonceBytes.length + 4);
  nonceBytes.copy(password);
  const saltBytes = Buffer.from(salt, 'hex');
  const prefix = keyPrefix.toLowerCase();
  for (let counter = 0; counter < 0x1_0000_0000; counter++) {
    password.writeUInt32BE(counter, nonceBytes.length);
    const derivedKey = pbkdf2Sync(password, saltBytes, cost, keyLength, 'sha256').toString('hex');
    if (derivedKey.startsWith(prefix)) {
      const payload = { challenge, solution: { counter, derivedKey } };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('no solution to the ALTCHA challenge');
}
