import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { cleanFileName } from '@vinyl/domain';
import type { Clock } from '../../clock';
import { AppError, UnprocessableError } from '../../http/errors';
import type { FileStorage } from '../../storage/storage';
import type { FinishedUpload } from '../audio/audio.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import type { UploadObjectKind } from '../uploads/tus-endpoint';
import type { FileRow, FilesRepository } from './files.repository';
import { PdfTaskError, type PdfProcessor } from './pdf/pdf-processor';
import type { ThumbnailQueue } from './thumbnails';

/** 415: the bytes are not a PDF anyone can read (spec 2 §5: PDF only). */
export class NotAPdfError extends AppError {
  constructor(detail: string) {
    super(415, 'not_a_pdf', 'Only PDF files can be uploaded', detail);
  }
}

const PDF_SIGNATURE = Buffer.from('%PDF-');
/** Readers accept the signature anywhere in the first kilobyte (PDF 2.0, §7.5.2 note). */
const SIGNATURE_WINDOW = 1024;

/** True when the first kilobyte carries the `%PDF-` signature. */
export function hasPdfSignature(head: Uint8Array): boolean {
  return Buffer.from(head.subarray(0, SIGNATURE_WINDOW)).includes(PDF_SIGNATURE);
}

function refusalOf(error: PdfTaskError): AppError {
  switch (error.reason) {
    case 'protected':
      return new AppError(415, 'pdf_protected', 'This PDF is protected by a password');
    case 'timeout':
    case 'crashed':
      return new UnprocessableError(
        'pdf_too_complex',
        'This PDF could not be checked in time',
        error.reason === 'timeout' ? 'The check ran out of time.' : 'The check ran out of memory.',
      );
    default:
      return new NotAPdfError('The file could not be read as a PDF.');
  }
}

interface Deps {
  files: FilesRepository;
  storage: FileStorage;
  processor: Pick<PdfProcessor, 'inspect' | 'warm'>;
  thumbnails: Pick<ThumbnailQueue, 'enqueue'>;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  clock: Clock;
}

/**
 * Graphics files as a kind of upload on the shared tus endpoint (issue 8 item 2): PDF only,
 * judged by content (the signature, then a real parse in the PDF worker), never by name;
 * at most the catalogue's `printSizes.maxFileMegabytes`. An accepted file is stored and its
 * thumbnail queued at once.
 */
export function createFileUploads(deps: Deps): UploadObjectKind & {
  createFromUpload(upload: FinishedUpload): Promise<FileRow>;
} {
  const { files, storage, processor, thumbnails, catalogue, clock } = deps;

  async function createFromUpload(upload: FinishedUpload): Promise<FileRow> {
    // A finish run again after a crash (issue 13 hole 5): the file may be saved already.
    const saved = upload.objectId && (await files.findOwned(upload.userId, upload.objectId));
    if (saved) return saved;
    const bytes = await fs.readFile(upload.localPath);
    if (!hasPdfSignature(bytes)) throw new NotAPdfError('The file content is not a PDF.');
    processor.warm();
    let facts;
    try {
      facts = await processor.inspect(bytes);
    } catch (error) {
      if (error instanceof PdfTaskError) throw refusalOf(error);
      throw error;
    }
    const id = upload.objectId ?? randomUUID();
    const key = `files/${id.slice(0, 2)}/${id}.pdf`;
    const fileName = cleanFileName(upload.fileName) || 'artwork.pdf';
    const now = clock.now().toISOString();
    await storage.importFile(upload.localPath, key);
    const row: FileRow = {
      id,
      user_id: upload.userId,
      title: fileName,
      file_name: fileName,
      storage_key: key,
      mime_type: 'application/pdf',
      size: upload.size,
      sha256: upload.sha256,
      page_count: facts.pageCount,
      facts: JSON.stringify(facts),
      thumbnail_status: 'pending',
      thumbnail_key: null,
      thumbnail_error: null,
      created_at: now,
      modified_at: now,
    };
    try {
      await files.insert(row);
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
    thumbnails.enqueue(id);
    return row;
  }

  return {
    async maxBytes() {
      const { printSizes } = await catalogue.requireCatalog();
      return Math.round(printSizes.maxFileMegabytes * 1024 * 1024);
    },
    // Any name: the content decides (a PDF saved without its extension is still a PDF).
    refuseName: () => undefined,
    createFromUpload,
  };
}
