/** What every upload client shares: its failure and how a file is handed to it. */

/** Why an upload stopped: the server's refusal (code and title) or a lost connection. */
export class UploadFailure extends Error {
  constructor(
    readonly code: string,
    readonly title: string,
    /** A dropped connection may be tried again; a refused file may not. */
    readonly retryable: boolean,
  ) {
    super(title || code);
    this.name = 'UploadFailure';
  }
}

export interface SentUpload {
  /** The object the server made of the file (X-Object-Id): an audio or a file id. */
  done: Promise<string>;
  cancel(): void;
}

/** How a file reaches the server; the pages use tus (Uppy), tests a fake. */
export interface UploadTransport {
  send(file: File, sha256: string, onProgress: (fraction: number) => void): SentUpload;
  destroy(): void;
}

export interface TusOptions {
  /** Files sent at once (spec 2 §9: two audio files; graphics go one at a time). */
  limit?: number;
  /** The type sent when the browser gives none (a PDF dropped from some file managers). */
  fallbackType?: string;
}
