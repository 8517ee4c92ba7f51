// Thumbnail rendering (issue 8 item 5, issue 18 item 5): page 1 of an ordinary print PDF
// rendered to a PNG by the shop's PDF processor (poppler's pdftoppm when installed, else
// pdfjs + @napi-rs/canvas in the worker), against `pdftoppm` writing the same file at the
// same size to disk, in the same run. Also printed: the first thumbnail of a processor just
// made (nothing warm), and the pdfjs fallback on its own. Goal: ratio ≤ 1.2.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { cmyk, PDFDocument, StandardFonts } from 'pdf-lib';
import { createPdfProcessor } from '../apps/server/src/modules/files/pdf/pdf-processor';
import type { BenchResult } from './run';

const run = promisify(execFile);
const SIZE = 800;
const ROUNDS = 15;
const pt = (mm: number) => (mm * 72) / 25.4;

/** A 12″ jacket spread (637 × 320 mm with bleed): a photo at 300 dpi on the front, type, shapes. */
async function ordinaryCover(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([pt(637), pt(320)]);
  page.drawRectangle({
    x: 0,
    y: 0,
    width: pt(637),
    height: pt(320),
    color: cmyk(0.1, 0.05, 0.2, 0),
  });
  // A photo-like image: 2000 × 2000 px (≈ 160 mm at 300 dpi), gradients and noise, as JPEG.
  const canvas = createCanvas(2000, 2000);
  const context = canvas.getContext('2d');
  const gradient = context.createLinearGradient(0, 0, 2000, 2000);
  gradient.addColorStop(0, '#173f5f');
  gradient.addColorStop(0.5, '#f6d55c');
  gradient.addColorStop(1, '#ed553b');
  context.fillStyle = gradient;
  context.fillRect(0, 0, 2000, 2000);
  for (let index = 0; index < 4000; index++) {
    context.fillStyle = `hsla(${(index * 37) % 360}, 60%, 50%, 0.25)`;
    context.beginPath();
    context.arc((index * 97) % 2000, (index * 61) % 2000, 10 + (index % 40), 0, Math.PI * 2);
    context.fill();
  }
  const photo = await doc.embedJpg(await canvas.encode('jpeg', 90));
  page.drawImage(photo, { x: pt(320 + 3 + 77), y: pt(80), width: pt(169), height: pt(169) });
  const font = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText('PAPER MOON', { x: pt(340), y: pt(280), size: 48, font, color: cmyk(0, 0, 0, 1) });
  for (let line = 0; line < 12; line++) {
    page.drawText(`Side A ${line + 1}. A song with a long enough title ${line}`, {
      x: pt(30),
      y: pt(280 - line * 12),
      size: 14,
      font,
      color: cmyk(0, 0, 0, 0.9),
    });
  }
  for (let ring = 0; ring < 40; ring++) {
    page.drawCircle({
      x: pt(160),
      y: pt(80),
      size: 5 + ring * 3,
      borderColor: cmyk(0, 0.5, 1, 0),
      borderWidth: 0.5,
    });
  }
  return doc.save();
}

async function pdftoppm(): Promise<string | null> {
  try {
    await run('pdftoppm', ['-v']);
    return 'pdftoppm';
  } catch {
    if (process.getuid?.() !== 0) return null;
    console.log('thumbnail bench: installing poppler-utils (pdftoppm) for the baseline…');
    try {
      await run('apt-get', ['install', '-y', 'poppler-utils'], { maxBuffer: 16 * 1024 * 1024 });
      return 'pdftoppm';
    } catch {
      return null;
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

const GOAL = 1.2;

export async function thumbnailBench(): Promise<BenchResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vinyl-bench-thumbnail-'));
  // Installed first, so that the shop's processor finds poppler as a server started now would.
  const poppler = await pdftoppm();
  const processor = createPdfProcessor({ timeoutMs: 60_000 });
  const pdfjs = createPdfProcessor({ timeoutMs: 60_000, renderer: 'pdfjs' });
  try {
    const pdf = await ordinaryCover();
    const file = path.join(dir, 'cover.pdf');
    fs.writeFileSync(file, pdf);
    const name = `thumbnail of page 1 (12″ cover spread with a 300 dpi photo, ${SIZE} px, median of ${ROUNDS})`;
    // The very first thumbnail of a processor just made: nothing started or cached yet.
    let started = performance.now();
    await processor.render(new Uint8Array(pdf), SIZE);
    const firstMs = performance.now() - started;
    // Warm the pdfjs worker: its start (modules, pdfjs) is not per thumbnail.
    for (let round = 0; round < 3; round++) await pdfjs.render(new Uint8Array(pdf), SIZE);
    const shop: number[] = [];
    const fallback: number[] = [];
    const baseline: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      started = performance.now();
      const rendered = await processor.render(new Uint8Array(pdf), SIZE);
      shop.push(performance.now() - started);
      if (rendered.width !== SIZE) throw new Error(`bench: thumbnail ${rendered.width} px wide`);
      started = performance.now();
      await pdfjs.render(new Uint8Array(pdf), SIZE);
      fallback.push(performance.now() - started);
      if (!poppler) continue;
      started = performance.now();
      await run(poppler, [
        '-png',
        '-f',
        '1',
        '-l',
        '1',
        '-scale-to',
        String(SIZE),
        '-singlefile',
        file,
        path.join(dir, 'out'),
      ]);
      baseline.push(performance.now() - started);
    }
    const subjectMs = median(shop);
    const fallbackMs = median(fallback);
    if (!poppler) {
      return {
        name,
        baseline: 'pdftoppm',
        baselineMs: NaN,
        subjectMs,
        summary: `${name}: ${subjectMs.toFixed(1)} ms per thumbnail (pdfjs: poppler is missing; first ${firstMs.toFixed(0)} ms) — BASELINE MISSING: pdftoppm (poppler-utils) is not installed and could not be installed, so no ratio (goal ≤ ${GOAL})`,
      };
    }
    const baselineMs = median(baseline);
    return {
      name,
      baseline: 'pdftoppm (poppler, same file, same size)',
      baselineMs,
      subjectMs,
      summary:
        `${name}: shop ${subjectMs.toFixed(1)} ms vs pdftoppm ${baselineMs.toFixed(1)} ms → ratio ` +
        `${(subjectMs / baselineMs).toFixed(2)} (goal ≤ ${GOAL}); first thumbnail of a new ` +
        `processor ${firstMs.toFixed(0)} ms → ${(firstMs / baselineMs).toFixed(2)}; ` +
        `pdfjs fallback (no poppler) ${fallbackMs.toFixed(1)} ms → ${(fallbackMs / baselineMs).toFixed(2)}`,
    };
  } finally {
    processor.close();
    pdfjs.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
