import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FileKind } from '@vinyl/domain';
import type { FinishedUpload } from '../uploads';
import type { FileService } from './files.service';

interface Deps {
  createFromUpload(upload: FinishedUpload): Promise<{ id: string }>;
  attach: FileService['attach'];
  /** Where the made PDF is written before storage takes it over (DATA_DIR/uploads). */
  scratchDir: string;
}

/**
 * A print PDF made by the online designer (issue 16) becomes the slot's file exactly as an
 * upload does: checked by content and by the print checks, stored, thumbnailed, then put in
 * the slot with source `designer`. The slot's previous file goes only once this one is in
 * (the attach call's own rule), so nothing is deleted before its replacement exists.
 */
export function createDesignedFiles({ createFromUpload, attach, scratchDir }: Deps) {
  return async function storeDesignedPdf(
    userId: string,
    albumId: string,
    part: { kind: FileKind; type: string },
    pdf: Uint8Array,
    fileName: string,
  ) {
    await fs.mkdir(scratchDir, { recursive: true });
    const localPath = path.join(scratchDir, `designed-${randomUUID()}.pdf`);
    await fs.writeFile(localPath, pdf);
    try {
      const sha256 = createHash('sha256').update(pdf).digest('hex');
      const file = await createFromUpload({
        userId,
        fileName,
        localPath,
        size: pdf.length,
        sha256,
      });
      const list = await attach(userId, albumId, part.kind, [
        { id: file.id, type: part.type, source: 'designer' },
      ]);
      return { fileId: file.id, list };
    } finally {
      await fs.rm(localPath, { force: true });
    }
  };
}

export type StoreDesignedPdf = ReturnType<typeof createDesignedFiles>;
