import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import { cleanFileName, hasPdfSignature, interpolate } from '@vinyl/domain';
import type { Transaction } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { AppError, UnprocessableError } from '../../http/errors';
import type { FileStorage } from '../../storage/storage';
import type { CatalogueService } from '../catalogue';
import type { FinishedUpload, UploadObjectKind } from '../uploads';
import {
  PDF_DAMAGED,
  PDF_TOO_MANY_OBJECTS,
  PDF_TOO_MANY_PAGES,
  PDF_UNPACKS_TOO_LARGE,
} from './files.messages';
import type { FileRow, FilesRepository } from './files.repository';
import { PdfTaskError, type PdfProcessor } from './pdf/pdf-processor';
import type { Thumbnails } from './thumbnails';

/** 415: the bytes are not a PDF anyone can read (spec 2 §5: PDF only). */
export class NotAPdfError extends AppError {
  constructor(detail: string) {
    super(415, 'not_a_pdf', 'Only PDF files can be uploaded', detail);
  }
}

const MEGABYTE = 1024 * 1024;

/** Says what is actually wrong (issue 14 item 15; issue 13 hole 9 for the caps). */
function refusalOf(error: PdfTaskError, bytes: Uint8Array): AppError {
  const { found, limit = 0 } = error.figures;
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
    case 'too_many_pages':
      return refusal('pdf_too_many_pages', PDF_TOO_MANY_PAGES, { found: found ?? 0, limit });
    case 'too_many_objects':
      return refusal('pdf_too_many_objects', PDF_TOO_MANY_OBJECTS, { limit });
    case 'unpacks_too_large':
      return refusal('pdf_unpacks_too_large', PDF_UNPACKS_TOO_LARGE, {
        limit: Math.floor(limit / MEGABYTE),
      });
    default:
      // A PDF's own structure with a broken body is damaged; anything else is no PDF at all.
      return looksLikePdfBody(bytes)
        ? new UnprocessableError('pdf_damaged', PDF_DAMAGED, 'The PDF could not be read.')
        : new NotAPdfError('The file could not be read as a PDF.');
  }
}

function refusal(code: string, template: string, values: Record<string, number>): AppError {
  return new AppError(422, code, interpolate(template, values), undefined, values);
}

/** An indirect object (`1 0 obj`) in the first megabytes: the file is built as a PDF. */
export function looksLikePdfBody(bytes: Uint8Array): boolean {
  const head = Buffer.from(
    bytes.buffer,
    bytes.byteOffset,
    Math.min(bytes.byteLength, 4 * MEGABYTE),
  );
  return /\d+\s+\d+\s+obj\b/.test(head.toString('latin1'));
}

interface Deps {
  files: FilesRepository;
  storage: FileStorage;
  processor: Pick<PdfProcessor, 'inspect' | 'warm'>;
  thumbnails: Pick<Thumbnails, 'request' | 'committed'>;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  clock: Clock;
}

/**
 * Graphics files as a kind of upload on the shared tus endpoint (issue 8 item 2): PDF only,
 * judged by content (the signature, then a real parse in the PDF worker), never by name;
 * at most the catalogue's `printSizes.maxFileMegabytes`. An accepted file is stored, and
 * saved with its thumbnail's job (issue 20): a crash can delay the thumbnail, not lose it.
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
    // The bytes move to the worker: a copy of their start words a refusal.
    const head = Buffer.from(bytes.subarray(0, 4 * MEGABYTE));
    const facts = await processor.inspect(bytes, upload.userId).catch((error: unknown) => {
      throw error instanceof PdfTaskError ? refusalOf(error, head) : error;
    });
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
      await files.transaction(async (trx) => {
        await files.insert(row, trx);
        await thumbnails.request(id, trx as Transaction<Database>);
      });
    } catch (error) {
      await storage.remove(key);
      throw error;
    }
    thumbnails.committed();
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
