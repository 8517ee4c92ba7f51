import {
  describeArtwork,
  listRequiredPrintItems,
  parseTemplateName,
  templateSpecFor,
  type AlbumOptions,
  type PrintSizes,
} from '@vinyl/domain';
import { zipSync } from 'fflate';
import { createTemplatePdf } from './template-pdf';

/** Templates are the same for everyone with the same print sizes: kept once made. */
const MAX_CACHED = 64;

const README_LINES = [
  'Template kit',
  '',
  'One PDF template for each printed part of your album, at the exact print size:',
  '- the page is the finished size plus 3 mm bleed on every side: extend your artwork to the page edge;',
  '- the blue line is where the part is cut; keep texts inside the green dashed safe area;',
  '- labels and picture discs: mind the centre hole and the zones marked on the template;',
  '- covers: back, spine and front side by side, folds dashed.',
  '',
  'Work at 300 dpi in CMYK, outline or embed your fonts, hide the "Template guides" layer',
  'and export one PDF page per part. Upload it on the Graphics step of your album.',
];

/**
 * The template kit (issue 8 item 3): one template PDF by name, and a zip of the
 * templates an album's printed parts need.
 */
export function createTemplateKit() {
  const cache = new Map<string, Promise<Uint8Array>>();

  /** The template PDF named `name` for these print sizes, or undefined for an unknown name. */
  function template(name: string, sizes: PrintSizes): Promise<Uint8Array> | undefined {
    const spec = parseTemplateName(name);
    const artwork = spec && describeArtwork(spec, sizes);
    if (!artwork) return undefined;
    const key = `${name}:${JSON.stringify(sizes)}`;
    let made = cache.get(key);
    if (!made) {
      if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value ?? '');
      made = createTemplatePdf(artwork);
      made.catch(() => cache.delete(key));
      cache.set(key, made);
    }
    return made;
  }

  /** Template names an album's printed parts need, in the graphics screen's order. */
  function namesFor(options: AlbumOptions | null, sizes: PrintSizes): string[] {
    if (!options) return [];
    const names = listRequiredPrintItems(options).flatMap((item) => {
      const spec = templateSpecFor(item.kind, item.type, options);
      const artwork = spec && describeArtwork(spec, sizes);
      return artwork ? [artwork.name] : [];
    });
    return [...new Set(names)];
  }

  /** A zip of the album's templates and a short read-me. */
  async function kit(options: AlbumOptions | null, sizes: PrintSizes): Promise<Uint8Array> {
    const entries: Record<string, Uint8Array> = {
      'README.txt': new TextEncoder().encode(`${README_LINES.join('\r\n')}\r\n`),
    };
    for (const name of namesFor(options, sizes)) {
      const pdf = await template(name, sizes);
      if (pdf) entries[`${name}.pdf`] = pdf;
    }
    // PDFs are compressed already: stored, not deflated again.
    return zipSync(entries, { level: 0, mtime: new Date('2026-01-01T00:00:00Z') });
  }

  return { template, namesFor, kit };
}

export type TemplateKit = ReturnType<typeof createTemplateKit>;
