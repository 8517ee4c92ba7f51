// The tus client of the upload benchmark, run in a process of its own (as a browser is):
// uploads one file in 5 MiB chunks, one PATCH after another as the shop's web client does,
// and prints the time from start to the server's answer. tus-js-client's own Node file
// reader streams each chunk in 64 KiB reads (a socket write and a progress event each); a
// browser hands a Blob slice to its network stack whole. Here each chunk is read in 1 MiB
// blocks, so the client's own work does not stand in for the server's (issue 18).
import fs from 'node:fs';
import * as tus from 'tus-js-client';

const [filePath = '', endpoint = '', token = '', checksum = ''] = process.argv.slice(2);
const size = fs.statSync(filePath).size;
const READ_BLOCK = 1024 * 1024;

const fileReader = {
  openFile: () =>
    Promise.resolve({
      size,
      slice(start: number, end: number) {
        // `end` of createReadStream is inclusive; the body's size is its Content-Length.
        const last = Math.min(end, size);
        const stream = fs.createReadStream(filePath, {
          start,
          end: last - 1,
          highWaterMark: READ_BLOCK,
        });
        return Promise.resolve({
          value: Object.assign(stream, { size: last - start }),
          done: last >= size,
        });
      },
      close() {},
    }),
};

const started = performance.now();
const upload = new tus.Upload(fs.createReadStream(filePath), {
  endpoint,
  uploadSize: size,
  chunkSize: 5_242_880,
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
