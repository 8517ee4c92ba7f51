import { execFile, spawn } from 'node:child_process';
import { PdfTaskError } from './pdf-lane';
import type { RenderResult } from './pdf-tasks';

/** The biggest PNG taken back from pdftoppm (a thumbnail is a few hundred KB). */
const MAX_PNG_BYTES = 64 * 1024 * 1024;

/**
 * Whether poppler's `pdftoppm` runs here (Debian: poppler-utils). Asked once per process;
 * the shop renders with pdfjs when it does not.
 */
let found: Promise<boolean> | undefined;
export function popplerAvailable(command = 'pdftoppm'): Promise<boolean> {
  if (command !== 'pdftoppm') return probe(command);
  found ??= probe(command);
  return found;
}

function probe(command: string): Promise<boolean> {
  return new Promise((resolve) => {
    execFile(command, ['-v'], { timeout: 5000 }, (error) => resolve(!error));
  });
}

/**
 * Page 1 as a PNG whose longest side is `maxPixels`, drawn by poppler's `pdftoppm` in a
 * process of its own (issue 18): the bytes go in on stdin, the PNG comes back on stdout,
 * nothing touches the disk. A process that runs past `timeoutMs` is killed (`timeout`); a
 * file poppler cannot draw is `unreadable`, and the caller may try pdfjs instead.
 */
export function renderWithPoppler(
  data: Uint8Array,
  maxPixels: number,
  { timeoutMs, command = 'pdftoppm' }: { timeoutMs: number; command?: string },
): Promise<RenderResult> {
  return new Promise((resolve, reject) => {
    const args = ['-png', '-f', '1', '-l', '1', '-singlefile', '-scale-to', String(maxPixels)];
    const child = spawn(command, [...args, '-'], { stdio: ['pipe', 'pipe', 'ignore'] });
    const chunks: Buffer[] = [];
    let size = 0;
    let failure: PdfTaskError | undefined;
    const timer = setTimeout(() => {
      failure = new PdfTaskError('timeout', `PDF task took longer than ${timeoutMs} ms`);
      child.kill('SIGKILL');
    }, timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_PNG_BYTES) {
        failure ??= new PdfTaskError('unreadable', 'pdftoppm answered too much');
        child.kill('SIGKILL');
      } else chunks.push(chunk);
    });
    // poppler stops reading a file it gave up on: that is its exit code's to tell.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      failure ??= new PdfTaskError('unreadable', error.message);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      const png = Buffer.concat(chunks, size);
      if (failure) return reject(failure);
      if (code !== 0 || !isPng(png)) {
        return reject(new PdfTaskError('unreadable', `pdftoppm exited with ${code}`));
      }
      resolve({
        png: new Uint8Array(png),
        width: png.readUInt32BE(16),
        height: png.readUInt32BE(20),
      });
    });
    child.stdin.end(data);
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function isPng(bytes: Buffer): boolean {
  return bytes.length > 24 && bytes.subarray(0, 8).equals(PNG_SIGNATURE);
}
