import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const fixtures = path.resolve(import.meta.dirname, '../test/fixtures/tls');
const CERT = path.join(fixtures, 'test-only-localhost.cert.pem');
const KEY = path.join(fixtures, 'test-only-localhost.key.pem');

/** The ConfigError's message loadConfig throws for this environment. */
function problemOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('loadConfig accepted the environment');
}

describe('TLS configuration (TLS_CERT_FILE, TLS_KEY_FILE)', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-tls-config-'));
  afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

  it('serves plain HTTP on an http origin when neither is set', () => {
    const config = loadConfig({ PORT: '4100' });
    expect(config.tls).toBeUndefined();
    expect(config.publicOrigin).toBe('http://localhost:4100');
  });

  it('reads both PEM files at start, and the default origin becomes https', () => {
    const config = loadConfig({ PORT: '4100', TLS_CERT_FILE: CERT, TLS_KEY_FILE: KEY });
    expect(config.tls).toEqual({
      certFile: CERT,
      keyFile: KEY,
      cert: fs.readFileSync(CERT),
      key: fs.readFileSync(KEY),
    });
    expect(config.publicOrigin).toBe('https://localhost:4100');
    // A PUBLIC_ORIGIN that is set stays as it is (the name in the certificate, a proxy's).
    const named = loadConfig({
      TLS_CERT_FILE: CERT,
      TLS_KEY_FILE: KEY,
      PUBLIC_ORIGIN: 'https://shop.example/',
      PAYMENTS: 'test',
    });
    expect(named.publicOrigin).toBe('https://shop.example');
  });

  it.each([
    ['TLS_CERT_FILE', { TLS_CERT_FILE: CERT }],
    ['TLS_KEY_FILE', { TLS_KEY_FILE: KEY }],
  ])('refuses %s without the other, naming both', (_name, env) => {
    const message = problemOf(env);
    expect(message).toMatch(/TLS_CERT_FILE and TLS_KEY_FILE: set both/);
  });

  it('refuses a file it cannot read, naming the variable and the path', () => {
    const missing = path.join(scratch, 'no-such-cert.pem');
    const certProblem = problemOf({ TLS_CERT_FILE: missing, TLS_KEY_FILE: KEY });
    expect(certProblem).toContain(`TLS_CERT_FILE: cannot read ${missing} (ENOENT)`);
    expect(certProblem).not.toContain('TLS_KEY_FILE:');
    // A folder where the key should be: read fails too, and no stack trace is in the message.
    const keyProblem = problemOf({ TLS_CERT_FILE: CERT, TLS_KEY_FILE: scratch });
    expect(keyProblem).toContain(`TLS_KEY_FILE: cannot read ${scratch} (EISDIR)`);
    expect(keyProblem).not.toMatch(/\n\s+at /);
  });

  it('refuses files that are not a certificate and its key', () => {
    const notPem = path.join(scratch, 'notes.txt');
    fs.writeFileSync(notPem, 'not a certificate\n');
    const message = problemOf({ TLS_CERT_FILE: notPem, TLS_KEY_FILE: KEY });
    expect(message).toContain(
      `TLS_CERT_FILE and TLS_KEY_FILE: ${notPem} and ${KEY} are not a PEM certificate and its key`,
    );
    // Swapped: the key where the certificate goes.
    expect(problemOf({ TLS_CERT_FILE: KEY, TLS_KEY_FILE: CERT })).toMatch(
      /TLS_CERT_FILE and TLS_KEY_FILE: .* are not a PEM certificate and its key/,
    );
  });
});
