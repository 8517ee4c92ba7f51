import { formatDuration, formatMoney } from '@vinyl/domain';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { audioCheckLines } from './job-sheet-audio';
import type { AlbumSummary, SummaryDisc } from './summary.view';

/** A4 in points, with 40 pt margins. */
const PAGE = { width: 595.28, height: 841.89, margin: 40 };
const LINE = 12;
const GREY = rgb(0.4, 0.4, 0.4);
const RED = rgb(0.75, 0.1, 0.1);
/** Lines kept for the track lists, however many tracks there are: the sheet is one page. */
const TRACK_LINES = 30;

/**
 * The standard PDF fonts only draw WinAnsi (Latin-1 and the euro sign): other characters (emoji, CJK) would
 * make pdf-lib throw, so they are shown as "?" on the sheet; the JSON keeps the real text.
 */
export function toWinAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff\u20ac]/g, '?');
}

interface Writer {
  page: PDFPage;
  font: PDFFont;
  bold: PDFFont;
  y: number;
}

interface TextOptions {
  size?: number;
  bold?: boolean;
  color?: ReturnType<typeof rgb>;
  /** Points available; longer text is cut with "...". */
  maxWidth?: number;
}

function write(w: Writer, x: number, text: string, options: TextOptions = {}) {
  const size = options.size ?? 9;
  const font = options.bold ? w.bold : w.font;
  const width = options.maxWidth ?? PAGE.width - PAGE.margin - x;
  let shown = toWinAnsi(text);
  if (font.widthOfTextAtSize(shown, size) > width) {
    while (shown.length > 1 && font.widthOfTextAtSize(`${shown}...`, size) > width) {
      shown = shown.slice(0, -1);
    }
    shown = `${shown}...`;
  }
  w.page.drawText(shown, { x, y: w.y, size, font, ...(options.color && { color: options.color }) });
}

function heading(w: Writer, text: string) {
  w.y -= 8;
  write(w, PAGE.margin, text, { size: 11, bold: true });
  w.y -= 4;
  w.page.drawLine({
    start: { x: PAGE.margin, y: w.y },
    end: { x: PAGE.width - PAGE.margin, y: w.y },
    thickness: 0.5,
    color: GREY,
  });
  w.y -= LINE;
}

/** Each side's share of TRACK_LINES (a title line plus its tracks); "+ N more" when cut. */
function sideLines(discs: readonly SummaryDisc[]): string[][] {
  const sides = discs.flatMap((disc) => disc.sides.map((side) => ({ disc: disc.disc, side })));
  const share = Math.max(2, Math.floor(TRACK_LINES / Math.max(1, sides.length)));
  return sides.map(({ disc, side }, index) => {
    const limit = side.limit === null ? '' : ` / ${formatDuration(side.limit)}`;
    const over = side.exceeded ? '  OVER THE LIMIT' : '';
    const title = `Disc ${disc} side ${side.side.toUpperCase()}: ${formatDuration(side.duration)}${limit}${over}`;
    const tracks = side.tracks.map(
      (track, index) =>
        `${index + 1}. ${track.title}${track.artist ? ` - ${track.artist}` : ''}  ${formatDuration(track.duration)}`,
    );
    // Issue 19: what the audio analysis found, at most 3 lines of the side's share.
    const audio = audioCheckLines(side, 'ABCD'.charAt(index)).slice(0, 3);
    const room = share - 1 - audio.length;
    if (tracks.length <= room) {
      return [title, ...(tracks.length ? tracks : ['(no tracks)']), ...audio];
    }
    return [title, ...tracks.slice(0, room - 1), `+ ${tracks.length - (room - 1)} more`, ...audio];
  });
}

function drawTracks(w: Writer, discs: readonly SummaryDisc[]) {
  const columns = 2;
  const columnWidth = (PAGE.width - 2 * PAGE.margin) / columns;
  const blocks = sideLines(discs);
  for (let row = 0; row < blocks.length; row += columns) {
    const top = w.y;
    let lowest = top;
    for (let column = 0; column < columns; column++) {
      const block = blocks[row + column];
      if (!block) continue;
      w.y = top;
      for (const [index, line] of block.entries()) {
        const indent = index === 0 ? 0 : 8;
        const x = PAGE.margin + column * columnWidth + indent;
        write(w, x, line, { bold: index === 0, maxWidth: columnWidth - indent - 8 });
        w.y -= LINE;
      }
      lowest = Math.min(lowest, w.y);
    }
    w.y = lowest - 4;
  }
}

function drawParts(w: Writer, summary: AlbumSummary) {
  heading(w, 'Parts');
  for (const part of summary.parts) {
    const choices = Object.entries(part.choices)
      .filter(([, value]) => value !== null)
      .map(([name, value]) =>
        name.endsWith('_mm')
          ? `${name.slice(0, -3)}: ${value} mm`
          : `${name.replace('_', ' ')}: ${value}`,
      )
      .join(', ');
    write(w, PAGE.margin, part.name, { bold: true });
    write(w, PAGE.margin + 80, `${part.color}${choices ? `  (${choices})` : ''}`);
    w.y -= LINE;
  }
}

function drawFiles(w: Writer, summary: AlbumSummary) {
  heading(w, 'Print files');
  if (summary.files.length === 0) {
    write(w, PAGE.margin, 'No printed parts');
    w.y -= LINE;
  }
  const shown = summary.files.slice(0, 12);
  for (const file of shown) {
    const state = file.present ? (file.file_name ?? 'present') : 'MISSING';
    write(w, PAGE.margin, `${file.part} ${file.type.replace('_', ' ')}`, { bold: !file.present });
    write(w, PAGE.margin + 150, state);
    w.y -= LINE;
  }
  if (summary.files.length > shown.length) {
    write(w, PAGE.margin, `+ ${summary.files.length - shown.length} more`);
    w.y -= LINE;
  }
}

/** Each part made in the designer: the fonts to expect and its images at their placed size. */
function drawDesigns(w: Writer, summary: AlbumSummary) {
  if (summary.designs.length === 0) return;
  heading(w, 'Designed online');
  for (const design of summary.designs.slice(0, 8)) {
    const fonts = design.fonts.length > 0 ? design.fonts.join(', ') : 'no text';
    const images = design.images
      .slice(0, 3)
      .map(
        (image) => `${image.file_name} ${image.width_px}x${image.height_px} px, ${image.dpi} dpi`,
      )
      .join('; ');
    write(w, PAGE.margin, `${design.kind.replace('_print', '')} ${design.type.replace('_', ' ')}`, {
      bold: true,
    });
    write(w, PAGE.margin + 150, `Fonts: ${fonts}${images ? `   Images: ${images}` : ''}`, {
      size: 8,
    });
    w.y -= LINE;
  }
}

/** Money as the sheet's language (English) writes it, by the shop's one formatter: "€40.43". */
const money = (cents: number) => formatMoney(cents, 'en');

function drawPrice(w: Writer, summary: AlbumSummary) {
  heading(w, 'Price');
  const { price } = summary;
  if (!price) {
    write(w, PAGE.margin, `Not priced: ${summary.price_problem?.title ?? 'unknown'}`);
    w.y -= LINE;
    return;
  }
  const amountX = PAGE.margin + 300;
  for (const line of price.lines) {
    write(w, PAGE.margin, line.name);
    write(w, amountX, money(line.unit_price));
    w.y -= LINE;
  }
  write(w, PAGE.margin, 'Unit price', { bold: true });
  write(w, amountX, money(price.unit_total), { bold: true });
  w.y -= LINE;
  const vat = price.vat_included ? `VAT ${price.vat_rate}% included` : 'VAT excluded';
  write(w, PAGE.margin, `Total for ${price.quantity} copies (${vat})`, { bold: true });
  write(w, amountX, money(price.total), { bold: true });
  w.y -= LINE;
}

/**
 * The summary as a one-page A4 job sheet for the plant (issue 9 item 1): album, parts,
 * tracks per side with their durations, print files, price lines, blockers, album id and
 * date. Long track lists are cut to a fixed number of lines, so the sheet stays one page.
 */
export async function renderJobSheet(
  albumId: string,
  summary: AlbumSummary,
  generatedAt: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(toWinAnsi(`Job sheet: ${summary.title ?? 'Untitled'}`));
  doc.setCreationDate(generatedAt);
  const page = doc.addPage([PAGE.width, PAGE.height]);
  const w: Writer = {
    page,
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    y: PAGE.height - PAGE.margin - 14,
  };
  write(w, PAGE.margin, summary.title ?? 'Untitled', { size: 18, bold: true });
  w.y -= 18;
  write(w, PAGE.margin, `by ${summary.author ?? '-'}`, { size: 11 });
  w.y -= LINE + 2;
  const format = summary.format ? `${summary.format}"` : '-';
  const speed = summary.speed ? `${summary.speed} rpm` : '-';
  write(
    w,
    PAGE.margin,
    `Format ${format}   Speed ${speed}   Discs ${summary.discs}   Copies ${summary.quantity}   Status ${summary.album_status}`,
  );
  w.y -= LINE;

  drawParts(w, summary);
  heading(w, 'Tracks');
  drawTracks(w, summary.tracks);
  drawFiles(w, summary);
  drawDesigns(w, summary);
  drawPrice(w, summary);
  if (summary.blockers.length > 0) {
    heading(w, 'It is not possible to continue with the order');
    for (const blocker of summary.blockers) {
      const parts = blocker.parts ? `: ${blocker.parts.join(', ')}` : '';
      write(w, PAGE.margin, `${blocker.title}${parts}`, { color: RED });
      w.y -= LINE;
    }
  }
  w.y = PAGE.margin - 14;
  const date = generatedAt.toISOString().slice(0, 16).replace('T', ' ');
  write(w, PAGE.margin, `Album ${albumId}   Generated ${date} UTC`, { size: 8, color: GREY });
  return doc.save();
}
