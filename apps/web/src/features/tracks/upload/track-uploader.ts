import type { VinylSide } from '@vinyl/domain';
import {
  hashFile,
  UploadFailure,
  type SentUpload,
  type UploadTransport,
} from '../../../shared/upload';
import {
  loadUnfinished,
  sameFile,
  saveUnfinished,
  type UnfinishedUpload,
} from './unfinished-uploads';

export interface SideRef {
  vinylId: string;
  side: VinylSide;
}

export type UploadStatus = 'preparing' | 'uploading' | 'saving' | 'failed';

/** A file on its way to a side, as the page shows it. */
export interface PendingUpload extends SideRef {
  key: string;
  name: string;
  size: number;
  /** Seconds, read in the browser before uploading; null when the browser cannot tell. */
  duration: number | null;
  sampleRate: number | null;
  status: UploadStatus;
  /** 0…1 of the current stage (hashing, then sending). */
  progress: number;
  failure: UploadFailure | null;
}

export interface UploaderDeps {
  transport: () => UploadTransport;
  /** Puts the uploaded audio last on its side (rejects with the server's refusal). */
  attach: (ref: SideRef, audioId: string) => Promise<void>;
  /** Deletes an audio that could not be put on its side, so nothing is left behind. */
  discard: (audioId: string) => Promise<void>;
  hash?: (file: File, onProgress: (fraction: number) => void) => Promise<string>;
  /** Where unfinished uploads are remembered across reloads (localStorage in the page). */
  storage?: Storage | undefined;
}

const sideKey = (ref: SideRef) => `${ref.vinylId}:${ref.side}`;

/**
 * The page's uploads: each dropped file is hashed, sent, then put on its side. Files
 * dropped on one side are put there in the order they were dropped, whichever upload
 * finishes first (two run at once). A store for `useSyncExternalStore`.
 */
export class TrackUploader {
  private uploads: PendingUpload[] = [];
  private readonly files = new Map<string, { file: File; sha256?: string; sent?: SentUpload }>();
  private readonly queues = new Map<string, Promise<void>>();
  private readonly listeners = new Set<() => void>();
  private transport: UploadTransport | null = null;
  private unfinished: UnfinishedUpload[];

  constructor(private readonly deps: UploaderDeps) {
    this.unfinished = loadUnfinished(deps.storage);
  }

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): readonly PendingUpload[] => this.uploads;

  /** Uploads a reload or a closed tab cut off, not dropped again yet. */
  getUnfinished = (): readonly UnfinishedUpload[] => this.unfinished;

  /** Forgets an unfinished upload the customer does not want back. */
  forgetUnfinished(item: UnfinishedUpload) {
    this.setUnfinished(this.unfinished.filter((other) => other !== item));
  }

  add(file: File, ref: SideRef, facts: { duration: number | null; sampleRate: number | null }) {
    const key = crypto.randomUUID();
    this.files.set(key, { file });
    const { name, size, lastModified } = file;
    this.setUnfinished([
      ...this.unfinished.filter((item) => !sameFile(item, file)),
      { name, size, lastModified, ...ref },
    ]);
    this.set(key, {
      key,
      ...ref,
      name: file.name,
      size: file.size,
      ...facts,
      status: 'preparing',
      progress: 0,
      failure: null,
    });
    this.start(key, ref);
  }

  /** Tries a failed upload again: tus resumes it from what the server already has. */
  retry(key: string) {
    const upload = this.uploads.find((item) => item.key === key);
    if (!upload || upload.status !== 'failed') return;
    this.update(key, { status: 'preparing', progress: 0, failure: null });
    this.start(key, upload);
  }

  /** Stops an upload and forgets it. */
  dismiss(key: string) {
    const entry = this.files.get(key);
    entry?.sent?.cancel();
    if (entry) this.setUnfinished(this.unfinished.filter((item) => !sameFile(item, entry.file)));
    this.files.delete(key);
    this.uploads = this.uploads.filter((item) => item.key !== key);
    this.emit();
  }

  destroy() {
    for (const key of [...this.files.keys()]) this.files.get(key)?.sent?.cancel();
    this.transport?.destroy();
    this.transport = null;
  }

  private start(key: string, ref: SideRef) {
    const uploaded = this.send(key);
    // Its failure is handled when the side's queue reaches it (`place`); until then a
    // dismissed or failed file behind a slower one would be an unhandled rejection.
    void uploaded.catch(() => undefined);
    // Kept in drop order per side: each file waits for the ones dropped before it.
    const queue = (this.queues.get(sideKey(ref)) ?? Promise.resolve()).then(() =>
      this.place(key, ref, uploaded),
    );
    this.queues.set(sideKey(ref), queue);
  }

  private async send(key: string): Promise<string> {
    const entry = this.files.get(key);
    if (!entry) throw new UploadFailure('cancelled', '', false);
    const hash = this.deps.hash ?? hashFile;
    // Made before the hash: the tus client then loads while the file is hashed (decision 062).
    this.transport ??= this.deps.transport();
    entry.sha256 ??= await hash(entry.file, (progress) => this.update(key, { progress }));
    if (!this.files.has(key)) throw new UploadFailure('cancelled', '', false);
    this.update(key, { status: 'uploading', progress: 0 });
    this.transport ??= this.deps.transport();
    entry.sent = this.transport.send(entry.file, entry.sha256, (progress) =>
      this.update(key, { progress }),
    );
    return entry.sent.done;
  }

  private async place(key: string, ref: SideRef, uploaded: Promise<string>) {
    let audioId: string;
    try {
      audioId = await uploaded;
    } catch (error) {
      this.fail(key, error);
      return;
    }
    if (!this.files.has(key)) {
      await this.deps.discard(audioId).catch(() => undefined);
      return;
    }
    this.update(key, { status: 'saving', progress: 1 });
    try {
      await this.deps.attach(ref, audioId);
      this.dismiss(key);
    } catch (error) {
      await this.deps.discard(audioId).catch(() => undefined);
      this.fail(key, error, false);
    }
  }

  private fail(key: string, error: unknown, retryable?: boolean) {
    if (!this.files.has(key)) return;
    const failure =
      error instanceof UploadFailure
        ? error
        : new UploadFailure(
            (error as { code?: string }).code ?? 'unknown',
            (error as { title?: string }).title ?? '',
            retryable ?? true,
          );
    if (failure.code === 'cancelled') return;
    this.update(key, { status: 'failed', failure });
    const entry = this.files.get(key);
    if (!failure.retryable && entry) {
      this.setUnfinished(this.unfinished.filter((item) => !sameFile(item, entry.file)));
    }
  }

  private setUnfinished(items: UnfinishedUpload[]) {
    this.unfinished = items;
    saveUnfinished(this.deps.storage, items);
    this.emit();
  }

  private set(key: string, upload: PendingUpload) {
    this.uploads = [...this.uploads.filter((item) => item.key !== key), upload];
    this.emit();
  }

  private update(key: string, changes: Partial<PendingUpload>) {
    this.uploads = this.uploads.map((item) => (item.key === key ? { ...item, ...changes } : item));
    this.emit();
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }
}
