import { formatDuration, sideLetter } from '@vinyl/domain';

/** Seconds of silence the cue sheet puts between two tracks of a side unless told. */
export const DEFAULT_GAP_SECONDS = 2;

/** What the cue sheet needs of an album's discs (the summary's `tracks`). */
export interface CueDisc {
  disc: number;
  sides: {
    side: 'a' | 'b';
    tracks: { id: string; title: string; artist: string | null; duration: number }[];
  }[];
}

export interface CueRow {
  /** A to D (decision: one naming of sides, albums/side-names). */
  side: string;
  /** 1-based place on the side. */
  position: number;
  title: string;
  audioId: string;
  /** Seconds, as measured. */
  duration: number;
  /** Seconds from the start of the side to the start of this track. */
  start: number;
  /** Seconds of silence before this track: none before a side's first. */
  gap: number;
}

/**
 * The cutting engineer's cue sheet (issue 17 production pack): every track in side order,
 * each side timed from its own start, with `gapSeconds` of silence between two tracks.
 */
export function buildCueRows(discs: readonly CueDisc[], gapSeconds: number): CueRow[] {
  const rows: CueRow[] = [];
  for (const disc of discs) {
    for (const side of disc.sides) {
      const letter = sideLetter(disc.disc, side.side);
      let at = 0;
      side.tracks.forEach((track, index) => {
        const gap = index === 0 ? 0 : gapSeconds;
        at += gap;
        rows.push({
          side: letter,
          position: index + 1,
          title: track.title,
          audioId: track.id,
          duration: track.duration,
          start: at,
          gap,
        });
        at += track.duration;
      });
    }
  }
  return rows;
}

export const CUE_COLUMNS = ['side', 'position', 'title', 'duration', 'start', 'gap_seconds'];

/** A row's cells as the CSV and the PDF print them: times as mm:ss, like the summary. */
export function cueCells(row: CueRow): string[] {
  return [
    row.side,
    String(row.position),
    row.title,
    formatDuration(row.duration),
    formatDuration(row.start),
    String(row.gap),
  ];
}

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text
 * starting like a formula (`=`, `+`, `-`, `@`) gets a leading `'` so a spreadsheet shows
 * it rather than running it (OWASP "CSV injection"): titles are the customer's text.
 */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The cue sheet as CSV: a header row, CRLF line ends, UTF-8 with a BOM (Excel reads it). */
export function cueSheetCsv(rows: readonly CueRow[]): string {
  const lines = [CUE_COLUMNS, ...rows.map(cueCells)].map((cells) => cells.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
