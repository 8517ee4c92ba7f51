import { sideLetter } from '@vinyl/domain';

/** Characters no file system takes in a name (Windows is the strictest), and controls. */
// eslint-disable-next-line no-control-regex -- control characters are what it removes
const FORBIDDEN = /[<>:"/\\|?*\u0000-\u001f\u007f]/g;
/** Names Windows keeps for devices, whatever the extension. */
const RESERVED = /^(con|prn|aux|nul|com[1-9]|lpt[1-9])(\..*)?$/i;
/** Characters of a name, not bytes: archive tools and disks cap names near 255. */
const MAX_NAME = 100;

/**
 * A title as a file or folder name any operating system opens (issue 17 production pack):
 * white space (tabs, line breaks) one space, other forbidden characters "-", no leading or
 * trailing dots or spaces, capped, never empty nor a device name. The title itself stays
 * as it is in the cue sheet.
 */
export function safeName(title: string | null | undefined, fallback = 'Untitled'): string {
  let name = (title ?? '').normalize('NFC').replace(/\s+/g, ' ').replace(FORBIDDEN, '-');
  name = [...name].slice(0, MAX_NAME).join('');
  name = name.replace(/^[\s.]+|[\s.]+$/g, '');
  if (!name) return fallback;
  return RESERVED.test(name) ? `${name}_` : name;
}

/** A stored file's extension, lower case, with its dot; "" when it has none we can trust. */
export function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(fileName);
  return match?.[1] ? `.${match[1].toLowerCase()}` : '';
}

/**
 * A name with the stored file's extension: a title that is still the file's own name
 * (spec 2 §5 falls back to it, `take 3.wav`) does not get it twice.
 */
export function withExtension(base: string, extension: string): string {
  return base.toLowerCase().endsWith(extension) ? base : `${base}${extension}`;
}

/** `disc1` / `front_disc2` → the disc's number and, when given, its side's letter. */
function discOf(type: string): { disc: number; letter: string | null } {
  const match = /^(front|back)?_?disc(\d)$/.exec(type);
  const disc = Number(match?.[2] ?? 1);
  const side = match?.[1];
  return { disc, letter: side ? sideLetter(disc, side === 'front' ? 'a' : 'b') : null };
}

/**
 * The name of a print PDF in the pack, by part and side as the plant says them:
 * `cover-external.pdf`, `label-side-A.pdf`, `picture-disc-side-C.pdf`,
 * `inner-sleeve-disc-1.pdf`; the album's own print PDF (spec 2 §7) is `album-print.pdf`.
 */
export function printFileName(kind: string, type: string): string {
  const { disc, letter } = discOf(type);
  switch (kind) {
    case 'cover_print':
      return `cover-${safeName(type, 'file')}.pdf`;
    case 'label_print':
      return `label-side-${letter ?? 'A'}.pdf`;
    case 'vinyl_print':
      return `picture-disc-side-${letter ?? 'A'}.pdf`;
    case 'sleeve_print':
      return `inner-sleeve-disc-${disc}.pdf`;
    case 'pdf_to_print':
      return 'album-print.pdf';
    default:
      return `${safeName(kind, 'file')}-${safeName(type, 'file')}.pdf`;
  }
}

/** `A1 Title` — the side's letter, the track's place on it, its title made safe. */
export function audioBaseName(letter: string, position: number, title: string): string {
  return `${letter}${position} ${safeName(title)}`;
}

/**
 * Folder names for an order's albums: none when the order has one album (its files sit at
 * the top of the zip), else each album's title made safe, "(2)", "(3)" after repeats.
 */
export function albumFolders(titles: readonly (string | null)[]): string[] {
  if (titles.length <= 1) return titles.map(() => '');
  const used = new Set<string>();
  return titles.map((title) => {
    const base = safeName(title, 'Album');
    let name = base;
    for (let count = 2; used.has(name.toLowerCase()); count++) name = `${base} (${count})`;
    used.add(name.toLowerCase());
    return `${name}/`;
  });
}
