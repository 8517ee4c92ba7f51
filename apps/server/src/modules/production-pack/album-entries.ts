import type { Clock } from '../../clock';
import type { AudioService } from '../audio';
import type { FileService } from '../files';
import type { AlbumSummary, SummaryService } from '../summary';
import { buildCueRows, cueSheetCsv } from './cue-sheet';
import { renderCueSheetPdf } from './cue-sheet-pdf';
import { audioBaseName, extensionOf, printFileName, withExtension } from './pack-names';
import type { PackEntry, PackMissing } from './pack-zip';

export interface AlbumEntryDeps {
  summary: Pick<SummaryService, 'renderJobSheet'>;
  files: Pick<FileService, 'read'>;
  audio: Pick<AudioService, 'openStored'>;
  clock: Clock;
}

/** One album of the order as the pack reads it: its summary, read for its owner. */
export interface PackAlbum {
  albumId: string;
  ownerId: string;
  /** "" at the top of the zip, else "Title/". */
  folder: string;
  orderName: string;
  summary: AlbumSummary;
  /** The album's own print PDF (spec 2 §7 pdf_to_print), when it has one. */
  pdfToPrintId: string | null;
  gapSeconds: number;
}

/**
 * The entries of one album (issue 17 production pack): the job sheet, the print PDFs by
 * part and side, the audio in side order (`audio/A1 Title.wav`) and the cue sheet as CSV
 * and PDF. A print file the options need and the album lacks is named as missing.
 */
export function albumEntries(
  deps: AlbumEntryDeps,
  album: PackAlbum,
): { entries: PackEntry[]; missing: PackMissing[] } {
  const { folder, summary, albumId, ownerId } = album;
  const entries: PackEntry[] = [];
  const missing: PackMissing[] = [];
  entries.push({
    name: `${folder}job-sheet.pdf`,
    store: false,
    open: async () => ({
      body: Buffer.from(await deps.summary.renderJobSheet(albumId, summary, deps.clock.now())),
    }),
  });

  const printFile = (name: string, fileId: string): PackEntry => ({
    name,
    store: true,
    open: async () => ({ body: (await deps.files.read(ownerId, fileId, 'content')).stream }),
  });
  for (const file of summary.files) {
    const name = `${folder}${printFileName(file.kind, file.type)}`;
    if (file.file_id) entries.push(printFile(name, file.file_id));
    else if (file.required) missing.push({ name, reason: 'the album has no file for it' });
  }
  if (album.pdfToPrintId) {
    entries.push(
      printFile(`${folder}${printFileName('pdf_to_print', 'print')}`, album.pdfToPrintId),
    );
  }

  const rows = buildCueRows(summary.tracks, album.gapSeconds);
  for (const row of rows) {
    const base = `${folder}audio/${audioBaseName(row.side, row.position, row.title)}`;
    entries.push({
      name: base,
      store: true,
      open: async () => {
        const { fileName, stream } = await deps.audio.openStored(row.audioId);
        return { body: stream, name: withExtension(base, extensionOf(fileName)) };
      },
    });
  }

  entries.push({
    name: `${folder}cue-sheet.csv`,
    store: false,
    open: () => Promise.resolve({ body: cueSheetCsv(rows) }),
  });
  entries.push({
    name: `${folder}cue-sheet.pdf`,
    store: false,
    open: async () => {
      const heading = {
        title: summary.title,
        author: summary.author,
        order: album.orderName,
        gapSeconds: album.gapSeconds,
      };
      return { body: Buffer.from(await renderCueSheetPdf(heading, rows)) };
    },
  });
  return { entries, missing };
}
