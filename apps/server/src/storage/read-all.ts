import type { Readable } from 'node:stream';

/** A stored object's bytes in memory (thumbnails and other small files only). */
export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
