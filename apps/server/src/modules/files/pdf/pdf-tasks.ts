import type { PdfFacts } from '@vinyl/domain';

/**
 * The messages between the server and its PDF worker (`pdf-worker.ts`): the bytes go in
 * (transferred, not copied), facts or a rendered page come back.
 */
export type PdfTask =
  { kind: 'inspect'; data: Uint8Array } | { kind: 'render'; data: Uint8Array; maxPixels: number };

/** What an upload's check finds (issue 8 item 4). */
export type InspectedPdf = PdfFacts;

export interface RenderResult {
  png: Uint8Array;
  width: number;
  height: number;
}

export type PdfTaskResult<T extends PdfTask> = T extends { kind: 'inspect' }
  ? InspectedPdf
  : RenderResult;

/** Why a PDF was not read: a refusal reason the server turns into an error. */
export type PdfFailureReason = 'unreadable' | 'protected' | 'empty' | 'timeout' | 'crashed';

export type WorkerReply =
  | { id: number; ok: true; result: InspectedPdf | RenderResult }
  | { id: number; ok: false; reason: PdfFailureReason; message: string };

export interface WorkerRequest {
  id: number;
  task: PdfTask;
}
