import type { IncomingMessage, ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { sendWebResponse, toWebRequest } from './web-request';

/** A Node request as the HTTP/1.1 server or HTTP/2's compatibility API hands it over. */
function nodeRequest(httpVersionMajor: number, headers: Record<string, string>) {
  return Object.assign(Readable.from([]), {
    method: 'HEAD',
    url: '/api/uploads/abc',
    httpVersionMajor,
    headers,
  }) as unknown as IncomingMessage;
}

/** A Node response that records what is set on it. */
function recordingResponse(httpVersionMajor: number) {
  const set: Record<string, string> = {};
  const res = {
    req: { httpVersionMajor },
    statusCode: 0,
    setHeader: (name: string, value: string) => (set[name] = value),
    end: () => undefined,
  };
  return { res: res as unknown as ServerResponse, set };
}

describe("tus's web Request and Response on HTTP/1.1 and HTTP/2 (decision 060)", () => {
  it("leaves an HTTP/2 request's pseudo-headers out of the web Request", () => {
    const request = toWebRequest(
      nodeRequest(2, {
        ':method': 'HEAD',
        ':path': '/api/uploads/abc',
        ':authority': 'evil.example',
        ':scheme': 'https',
        'tus-resumable': '1.0.0',
      }),
      'https://shop.example',
    );
    expect(request.url).toBe('https://shop.example/api/uploads/abc');
    expect([...request.headers.keys()]).toEqual(['tus-resumable']);
  });

  it('keeps tus\'s "Connection: close" for HTTP/1.1 and leaves it out on an HTTP/2 stream', async () => {
    const answer = () =>
      new Response(null, {
        status: 204,
        headers: { Connection: 'close', 'Tus-Resumable': '1.0.0' },
      });
    const http1 = recordingResponse(1);
    await sendWebResponse(http1.res, answer());
    expect(http1.set).toEqual({ connection: 'close', 'tus-resumable': '1.0.0' });
    const http2 = recordingResponse(2);
    await sendWebResponse(http2.res, answer());
    expect(http2.set).toEqual({ 'tus-resumable': '1.0.0' });
    expect(http2.res.statusCode).toBe(204);
  });
});
