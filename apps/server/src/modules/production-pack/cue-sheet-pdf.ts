import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { toWinAnsi } from '../summary';
import { CUE_COLUMNS, cueCells, type CueRow } from './cue-sheet';

/** A4 in points, 40 pt margins, as the job sheet. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const LINE = 14;
const SIZE = 9;
const GREY = rgb(0.4, 0.4, 0.4);
/** Column widths in points (side, position, title, duration, start, gap): 515 in all. */
const WIDTHS = [40, 50, 245, 60, 60, 60];

export interface CueSheetHeading {
  title: string | null;
  author: string | null;
  order: string;
  gapSeconds: number;
}

interface Writer {
  doc: PDFDocument;
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

/** Text cut with "..." to fit `width`; WinAnsi only (the standard fonts draw nothing else). */
function fit(font: PDFFont, text: string, width: number, size = SIZE): string {
  let shown = toWinAnsi(text);
  if (font.widthOfTextAtSize(shown, size) <= width) return shown;
  while (shown.length > 1 && font.widthOfTextAtSize(`${shown}...`, size) > width) {
    shown = shown.slice(0, -1);
  }
  return `${shown}...`;
}

function drawRow(w: Writer, cells: readonly string[], bold = false) {
  const font = bold ? w.bold : w.font;
  let x = PAGE.margin;
  cells.forEach((cell, index) => {
    const width = WIDTHS[index] ?? 60;
    w.page.drawText(fit(font, cell, width - 6), { x, y: w.y, size: SIZE, font });
    x += width;
  });
  w.y -= LINE;
}

function newPage(w: Writer) {
  w.page = w.doc.addPage([PAGE.width, PAGE.height]);
  w.y = PAGE.height - PAGE.margin - SIZE;
  drawRow(w, CUE_COLUMNS, true);
  w.page.drawLine({
    start: { x: PAGE.margin, y: w.y + LINE - 3 },
    end: { x: PAGE.width - PAGE.margin, y: w.y + LINE - 3 },
    thickness: 0.5,
    color: GREY,
  });
}

/**
 * The cue sheet as a table on A4 (issue 17 production pack), the same rows as the CSV,
 * continued on as many pages as the tracks need, with the column names on each.
 */
export async function renderCueSheetPdf(
  heading: CueSheetHeading,
  rows: readonly CueRow[],
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(`Cue sheet - ${heading.title ?? 'Untitled'}`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const w: Writer = { doc, page, font, bold, y: PAGE.height - PAGE.margin - 14 };
  const top = `Cue sheet: ${heading.title ?? 'Untitled'}${heading.author ? ` - ${heading.author}` : ''}`;
  w.page.drawText(fit(bold, top, 515, 14), { x: PAGE.margin, y: w.y, size: 14, font: bold });
  w.y -= 20;
  const facts = `Order ${heading.order}. ${heading.gapSeconds} s between tracks; each side timed from its start.`;
  w.page.drawText(fit(font, facts, 515), { x: PAGE.margin, y: w.y, size: SIZE, font, color: GREY });
  w.y -= LINE * 2;
  drawRow(w, CUE_COLUMNS, true);
  let side = rows[0]?.side;
  for (const row of rows) {
    if (w.y < PAGE.margin + LINE) newPage(w);
    // A little air between sides.
    if (row.side !== side) {
      side = row.side;
      w.y -= LINE / 2;
    }
    drawRow(w, cueCells(row));
  }
  if (rows.length === 0) drawRow(w, ['', '', '(no tracks)', '', '', '']);
  return doc.save();
}
