// The tus client of the upload benchmark, run in a process of its own (as a browser is):
// uploads one file in 5 MiB chunks and prints the time from start to the server's answer.
import fs from 'node:fs';
import * as tus from 'tus-js-client';

const [filePath = '', endpoint = '', token = '', checksum = ''] = process.argv.slice(2);
const size = fs.statSync(filePath).size;
const started = performance.now();
const upload = new tus.Upload(fs.createReadStream(filePath), {
  endpoint,
  uploadSize: size,
  chunkSize: 5_242_880,
  retryDelays: null,
  storeFingerprintForResuming: false,
  headers: { Authorization: `Bearer ${token}` },
  metadata: { filename: 'bench-master.wav', filetype: 'audio/wav', sha256: checksum },
  onSuccess: ({ lastResponse }) => {
    const ms = performance.now() - started;
    const objectId = lastResponse.getHeader('X-Object-Id');
    process.stdout.write(JSON.stringify({ ms, objectId, status: lastResponse.getStatus() }));
  },
  onError: (error) => {
    process.stderr.write(String(error));
    process.exit(1);
  },
});
upload.start();
