import type { PdfFacts } from '@vinyl/domain';

/**
 * The messages between the server and its PDF worker (`pdf-worker.ts`): the bytes go in
 * (transferred, not copied), facts or a rendered page come back.
 */
export type PdfTask =
  | { kind: 'inspect'; data: Uint8Array; limits: PdfLimits }
  | { kind: 'render'; data: Uint8Array; maxPixels: number };

/**
 * Caps an upload's check enforces before any heavy parse (issue 13 hole 9): a file over
 * one is refused at once, however little it weighs on the wire.
 */
export interface PdfLimits {
  maxPages: number;
  maxObjects: number;
  /** All streams decoded (Flate), together. */
  maxUnpackedBytes: number;
}

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

/** A cap of `PdfLimits` a file is over. */
export type PdfLimitReason = 'too_many_pages' | 'too_many_objects' | 'unpacks_too_large';

/** Why a PDF was not read: a refusal reason the server turns into an error. */
export type PdfFailureReason =
  'unreadable' | 'protected' | 'empty' | 'timeout' | 'crashed' | PdfLimitReason;

/** What was found against which cap, for the refusal's message. */
export interface PdfLimitFigures {
  found?: number;
  limit?: number;
}

export type WorkerReply =
  | { id: number; ok: true; result: InspectedPdf | RenderResult }
  | ({ id: number; ok: false; reason: PdfFailureReason; message: string } & PdfLimitFigures);

export interface WorkerRequest {
  id: number;
  task: PdfTask;
}
