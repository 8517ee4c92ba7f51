import type { Artwork } from '../print/artwork';
import type { PrintSizes } from '../print/print-sizes';
import type { DesignDocument, DesignElement } from './design-document';

const MM_PER_INCH = 25.4;
const MM_PER_POINT = MM_PER_INCH / 72;

/** How tall a text element stands: its lines at its size and line height, mm. */
export function textHeight(element: Extract<DesignElement, { type: 'text' }>): number {
  const lines = element.text.split('\n').length;
  return lines * element.fontSizePt * element.lineHeight * MM_PER_POINT;
}

export type DesignWarning =
  | { code: 'low_resolution'; elementId: string; level: 'amber' | 'red'; dpi: number }
  | { code: 'outside_safe_area'; elementId: string; level: 'amber' }
  | { code: 'page_size'; level: 'red'; expected: { width: number; height: number } };

/** The pixels of each placed image, as the server measured them. */
export type DesignImageSizes = Record<string, { widthPx: number; heightPx: number }>;

/**
 * The effective resolution of an image at its placed size: the pixels shown (after the
 * crop) over the inches they cover, the lower of the two directions.
 */
export function effectiveDpi(
  element: Extract<DesignElement, { type: 'image' }>,
  image: { widthPx: number; heightPx: number },
): number {
  const crop = element.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  const across = (image.widthPx * crop.width) / (element.width / MM_PER_INCH);
  const down = (image.heightPx * crop.height) / (element.height / MM_PER_INCH);
  return Math.floor(Math.min(across, down));
}

/** The box an element covers before rotation, mm from the page's top-left corner. */
function boxOf(element: DesignElement) {
  if (element.type === 'line') {
    return {
      left: Math.min(element.x, element.x + element.dx),
      top: Math.min(element.y, element.y + element.dy),
      right: Math.max(element.x, element.x + element.dx),
      bottom: Math.max(element.y, element.y + element.dy),
    };
  }
  const height = element.type === 'text' ? textHeight(element) : element.height;
  return {
    left: element.x,
    top: element.y,
    right: element.x + element.width,
    bottom: element.y + height,
  };
}

/**
 * What the designer warns about while a person designs (issue 16), from the plant's print
 * rules: an image under the catalogue's resolution (amber) or its minimum (red), with the
 * figure; text outside the safe area (the trim less the safety margin); a design made for
 * another page size. Nothing here blocks saving.
 */
export function designWarnings(
  document: DesignDocument,
  artwork: Pick<Artwork, 'page' | 'trim' | 'bleed' | 'safety'>,
  sizes: Pick<PrintSizes, 'dpi' | 'minDpi'>,
  images: DesignImageSizes,
): DesignWarning[] {
  const warnings: DesignWarning[] = [];
  const { page } = artwork;
  if (
    Math.abs(document.page.width - page.width) > 0.5 ||
    Math.abs(document.page.height - page.height) > 0.5
  ) {
    warnings.push({ code: 'page_size', level: 'red', expected: page });
  }
  const inset = artwork.bleed + artwork.safety;
  const safe = { left: inset, top: inset, right: page.width - inset, bottom: page.height - inset };
  for (const element of document.elements) {
    if (element.type === 'image') {
      const image = images[element.imageId];
      if (!image) continue;
      const dpi = effectiveDpi(element, image);
      if (dpi < sizes.minDpi) {
        warnings.push({ code: 'low_resolution', elementId: element.id, level: 'red', dpi });
      } else if (dpi < sizes.dpi) {
        warnings.push({ code: 'low_resolution', elementId: element.id, level: 'amber', dpi });
      }
    }
    if (element.type === 'text') {
      const box = boxOf(element);
      const outside =
        box.left < safe.left ||
        box.top < safe.top ||
        box.right > safe.right ||
        box.bottom > safe.bottom;
      if (outside)
        warnings.push({ code: 'outside_safe_area', elementId: element.id, level: 'amber' });
    }
  }
  return warnings;
}
