// The tus client of the upload benchmark, run in a process of its own (as a browser is):
// uploads one file in 5 MiB chunks, one PATCH after another as the shop's web client does,
// and prints the time from start to the server's answer. tus-js-client's own Node file
// reader streams each chunk from the disk in 64 KiB reads (a socket write and a progress
// event each) after the previous chunk's answer. A browser hands a Blob slice to its
// network stack, which has the bytes at hand: so here the next chunk is read into memory
// (one read, two buffers taking turns) while the current one is on the wire, and each
// chunk goes out in 1 MiB writes (issue 18, decision 044). Same protocol, same chunk size.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import * as tus from 'tus-js-client';

const [filePath = '', endpoint = '', token = '', checksum = ''] = process.argv.slice(2);
const size = fs.statSync(filePath).size;
const CHUNK = 5_242_880;
const WRITE_BLOCK = 1024 * 1024;

const fd = fs.openSync(filePath, 'r');
const buffers = [Buffer.alloc(CHUNK), Buffer.alloc(CHUNK)];
let turn = 0;

/** Reads bytes `start`–`end` into the next buffer, off the event loop. */
function read(start: number, end: number): Promise<Buffer> {
  const buffer = buffers[turn++ % buffers.length]!.subarray(0, end - start);
  return new Promise((resolve, reject) => {
    fs.read(fd, buffer, 0, buffer.length, start, (error, bytesRead) => {
      if (error) reject(error);
      else if (bytesRead !== buffer.length) reject(new Error('short read'));
      else resolve(buffer);
    });
  });
}

let ahead: { start: number; bytes: Promise<Buffer> } | undefined;

const fileReader = {
  openFile: () =>
    Promise.resolve({
      size,
      async slice(start: number, end: number) {
        const last = Math.min(end, size);
        const bytes = ahead?.start === start ? ahead.bytes : read(start, last);
        // The next chunk is read while this one is sent (its buffer's last PATCH is answered).
        ahead =
          last < size
            ? { start: last, bytes: read(last, Math.min(last + CHUNK, size)) }
            : undefined;
        const chunk = await bytes;
        const blocks: Buffer[] = [];
        for (let at = 0; at < chunk.length; at += WRITE_BLOCK) {
          blocks.push(chunk.subarray(at, at + WRITE_BLOCK));
        }
        return {
          value: Object.assign(Readable.from(blocks), { size: chunk.length }),
          done: last >= size,
        };
      },
      close() {},
    }),
};

const started = performance.now();
const upload = new tus.Upload(fs.createReadStream(filePath), {
  endpoint,
  uploadSize: size,
  chunkSize: CHUNK,
  fileReader,
  retryDelays: null,
  storeFingerprintForResuming: false,
  headers: { Authorization: `Bearer ${token}` },
  metadata: { filename: 'bench-master.wav', filetype: 'audio/wav', sha256: checksum },
  onSuccess: ({ lastResponse }) => {
    const ms = performance.now() - started;
    const objectId = lastResponse.getHeader('X-Object-Id');
    const cpu = process.cpuUsage();
    process.stdout.write(
      JSON.stringify({
        ms,
        objectId,
        status: lastResponse.getStatus(),
        cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      }),
    );
  },
  onError: (error) => {
    process.stderr.write(String(error));
    process.exit(1);
  },
});
upload.start();
