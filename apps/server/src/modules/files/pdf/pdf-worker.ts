import { parentPort } from 'node:worker_threads';
import { PdfLimitError, preflightPdf } from './pdf-preflight';
import { PdfOpenError, readFirstPage, renderFirstPage } from './pdf-render';
import { readPageStructure } from './pdf-structure';
import type {
  InspectedPdf,
  PdfLimits,
  PdfTask,
  RenderResult,
  WorkerReply,
  WorkerRequest,
} from './pdf-tasks';

/**
 * The PDF worker thread (issue 8 items 2, 4, 5): parsing and rendering run here, so a
 * heavy or hostile PDF never blocks the server's event loop; the server times each task
 * out and replaces a worker that runs too long or dies.
 */
async function inspect(data: Uint8Array, limits: PdfLimits): Promise<InspectedPdf> {
  // The caps first, on the raw bytes: a bomb never reaches a parser (issue 13 hole 9).
  await preflightPdf(data, limits);
  // pdfjs is the real parse (it takes the bytes it is given: hand it a copy).
  const first = await readFirstPage(data.slice());
  if (first.pageCount > limits.maxPages) {
    throw new PdfLimitError('too_many_pages', { found: first.pageCount, limit: limits.maxPages });
  }
  const structure = await readPageStructure(data);
  return {
    pageCount: first.pageCount,
    page: structure?.page ?? first.page,
    trimBox: structure?.trimBox ?? null,
    bleedBox: structure?.bleedBox ?? null,
    rotation: first.rotation,
    rgb: structure?.rgb ?? { images: 0, vector: false },
    // Unknown when pdf-lib could not read the file: the check then says nothing of it.
    images: structure?.images ?? null,
  };
}

async function run(task: PdfTask): Promise<InspectedPdf | RenderResult> {
  return task.kind === 'inspect'
    ? inspect(task.data, task.limits)
    : renderFirstPage(task.data, task.maxPixels);
}

parentPort?.on('message', (request: WorkerRequest) => {
  run(request.task).then(
    (result) => {
      const transfer = 'png' in result ? [result.png.buffer as ArrayBuffer] : [];
      parentPort?.postMessage({ id: request.id, ok: true, result } satisfies WorkerReply, transfer);
    },
    (error: unknown) => {
      const message = error instanceof Error ? error.message : String(error);
      const reply: WorkerReply =
        error instanceof PdfLimitError
          ? { id: request.id, ok: false, reason: error.reason, message, ...error.figures }
          : {
              id: request.id,
              ok: false,
              reason: error instanceof PdfOpenError ? error.reason : 'unreadable',
              message,
            };
      parentPort?.postMessage(reply);
    },
  );
});

/** The smallest PDF there is: opening it once loads pdfjs's parser before the first file. */
const EMPTY_PAGE = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n' +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

// Modules and parser loaded: the server may start the clock on the first task.
readFirstPage(new Uint8Array(EMPTY_PAGE))
  .catch(() => undefined)
  .finally(() => parentPort?.postMessage({ ready: true }));
