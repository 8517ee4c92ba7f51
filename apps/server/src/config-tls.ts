import fs from 'node:fs';
import tls from 'node:tls';
import { z } from 'zod';

/**
 * HTTPS with HTTP/2 served by the shop itself (decision 060): a PEM certificate (its chain
 * after it) and its private key. Neither: plain HTTP/1.1, as behind a TLS proxy.
 */
export const TlsEnvShape = {
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
};

export interface TlsConfig {
  certFile: string;
  keyFile: string;
  /** The files' contents, read once at start. */
  cert: Buffer;
  key: Buffer;
}

type TlsEnv = { [K in keyof typeof TlsEnvShape]?: z.infer<(typeof TlsEnvShape)[K]> };

/** Whether the environment asks for TLS (both files named; `tlsProblems` checks the rest). */
export function wantsTls(env: TlsEnv): boolean {
  return Boolean(env.TLS_CERT_FILE && env.TLS_KEY_FILE);
}

function readPem(variable: string, file: string): Buffer | string {
  try {
    return fs.readFileSync(file);
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    return `${variable}: cannot read ${file} (${reason})`;
  }
}

/**
 * Reads the two files, or says what is wrong, each problem naming its variable: one set
 * without the other, a file that cannot be read, a pair Node's TLS refuses (not PEM, or a
 * key that is not the certificate's). A start never ends in a stack trace for these.
 */
export function readTls(env: TlsEnv): { tls?: TlsConfig; problems: string[] } {
  const { TLS_CERT_FILE: certFile, TLS_KEY_FILE: keyFile } = env;
  if (!certFile && !keyFile) return { problems: [] };
  if (!certFile || !keyFile) {
    return { problems: ['TLS_CERT_FILE and TLS_KEY_FILE: set both (HTTPS) or neither (HTTP)'] };
  }
  const cert = readPem('TLS_CERT_FILE', certFile);
  const key = readPem('TLS_KEY_FILE', keyFile);
  const problems = [cert, key].filter((read): read is string => typeof read === 'string');
  if (typeof cert === 'string' || typeof key === 'string') return { problems };
  try {
    tls.createSecureContext({ cert, key });
  } catch (error) {
    const reason = (error as Error).message;
    return {
      problems: [
        `TLS_CERT_FILE and TLS_KEY_FILE: ${certFile} and ${keyFile} are not a PEM certificate and its key (${reason})`,
      ],
    };
  }
  return { tls: { certFile, keyFile, cert, key }, problems: [] };
}
