import fs from 'node:fs/promises';
import path from 'node:path';
import type { UploadFinisher } from './upload-finisher';
import type { UploadsRepository } from './uploads.repository';

/** The upload a staged file belongs to: `<id>`, its tus record `<id>.json`, `<id>.finishing`. */
const STAGED_NAME = /^([A-Za-z0-9_-]{1,64})(\.json|\.finishing)?$/;

/** When a file last changed, its name included (a link or a rename sets ctime). */
async function changedAt(file: string): Promise<number> {
  const stats = await fs.stat(file);
  return Math.max(stats.mtimeMs, stats.ctimeMs);
}

/**
 * Removes staged files that no unfinished upload owns (issue 13 hole 5): the leftovers of a
 * crash after an upload's row said "finished", or of an upload whose row is gone. Files
 * changed after `before` are left alone, so an upload being created or finished right now
 * is never touched. Folders (the thumbnails' scratch space) are not looked at.
 */
export async function sweepStaging(options: {
  stagingDir: string;
  uploads: Pick<UploadsRepository, 'findUpload'>;
  finisher: Pick<UploadFinisher, 'dropStaged'>;
  before: Date;
}): Promise<number> {
  const { stagingDir, uploads, finisher, before } = options;
  const entries = await fs.readdir(stagingDir, { withFileTypes: true }).catch(() => []);
  const youngest = new Map<string, number>();
  for (const entry of entries) {
    const id = entry.isFile() ? STAGED_NAME.exec(entry.name)?.[1] : undefined;
    if (!id) continue;
    const at = await changedAt(path.join(stagingDir, entry.name)).catch(() => 0);
    youngest.set(id, Math.max(youngest.get(id) ?? 0, at));
  }
  let removed = 0;
  for (const [id, at] of youngest) {
    if (at >= before.getTime()) continue;
    const row = await uploads.findUpload(id);
    if (row && row.object_id === null) continue;
    await finisher.dropStaged(id);
    removed += 1;
  }
  return removed;
}
