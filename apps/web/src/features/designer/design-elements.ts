import type { Artwork, DesignDocument, DesignElement } from '@vinyl/domain';

type Page = Pick<Artwork, 'page' | 'bleed' | 'safety' | 'trim'>;

const newId = () => `e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A title in the middle of the safe area, ready to be typed over. */
export function newText(artwork: Page, text: string): DesignElement {
  const inset = artwork.bleed + artwork.safety;
  const width = artwork.page.width - 2 * inset;
  return {
    type: 'text',
    id: newId(),
    text,
    fontId: 'sans',
    fontSizePt: Math.max(10, Math.round(artwork.trim.height / 12)),
    fill: '#111111',
    align: 'center',
    lineHeight: 1.2,
    x: inset,
    y: artwork.page.height / 2 - 10,
    width,
    rotation: 0,
    opacity: 1,
  };
}

export function newShape(artwork: Page, type: 'rect' | 'ellipse'): DesignElement {
  const side = Math.min(artwork.trim.width, artwork.trim.height) / 4;
  return {
    type,
    id: newId(),
    x: artwork.page.width / 2 - side / 2,
    y: artwork.page.height / 2 - side / 2,
    width: side,
    height: side,
    fill: '#e63946',
    stroke: null,
    strokeWidthMm: 0,
    rotation: 0,
    opacity: 1,
  };
}

/** A line across the middle of the safe area, a third of its width. */
export function newLine(artwork: Page): DesignElement {
  const length = (artwork.trim.width - 2 * artwork.safety) / 3;
  return {
    type: 'line',
    id: newId(),
    x: artwork.page.width / 2 - length / 2,
    y: artwork.page.height / 2,
    dx: length,
    dy: 0,
    stroke: '#111111',
    strokeWidthMm: 0.5,
    rotation: 0,
    opacity: 1,
  };
}

export function updateElement(
  document: DesignDocument,
  id: string,
  change: Partial<DesignElement>,
): DesignDocument {
  return {
    ...document,
    elements: document.elements.map((element) =>
      element.id === id ? ({ ...element, ...change } as DesignElement) : element,
    ),
  };
}

export function removeElement(document: DesignDocument, id: string): DesignDocument {
  return { ...document, elements: document.elements.filter((element) => element.id !== id) };
}

/** Moves an element one layer up (+1) or down (−1). */
export function moveLayer(document: DesignDocument, id: string, step: 1 | -1): DesignDocument {
  const index = document.elements.findIndex((element) => element.id === id);
  const target = index + step;
  if (index < 0 || target < 0 || target >= document.elements.length) return document;
  const elements = [...document.elements];
  [elements[index], elements[target]] = [elements[target]!, elements[index]!];
  return { ...document, elements };
}

type ImageElement = Extract<DesignElement, { type: 'image' }>;
type Crop = NonNullable<ImageElement['crop']>;
type Pixels = { widthPx: number; heightPx: number };

/**
 * The crop that shows the image at a box's proportions without stretching it: `zoom` 1
 * fills the box with as much of the image as fits, more zooms in; `focus` (0…1 each way)
 * says which part stays in view.
 */
export function cropFor(
  image: Pixels,
  box: { width: number; height: number },
  zoom = 1,
  focus = { x: 0.5, y: 0.5 },
): Crop {
  const imageRatio = image.widthPx / image.heightPx;
  const boxRatio = box.width / Math.max(box.height, 0.001);
  const [fullWidth, fullHeight] =
    imageRatio > boxRatio ? [boxRatio / imageRatio, 1] : [1, imageRatio / boxRatio];
  const width = fullWidth / zoom;
  const height = fullHeight / zoom;
  return { x: (1 - width) * focus.x, y: (1 - height) * focus.y, width, height };
}

/** The zoom and focus a crop stands for (the inverse of `cropFor`). */
export function cropSettings(element: ImageElement, image: Pixels) {
  const crop = element.crop ?? { x: 0, y: 0, width: 1, height: 1 };
  const full = cropFor(image, element);
  const zoom = Math.max(1, full.width / crop.width);
  const focusOf = (offset: number, size: number) => (size < 1 ? offset / (1 - size) : 0.5);
  return { zoom, focus: { x: focusOf(crop.x, crop.width), y: focusOf(crop.y, crop.height) } };
}

/** After a resize the same part of the image stays in view, never stretched. */
export function refitCrop(element: ImageElement, image: Pixels | undefined): ImageElement {
  if (!image) return element;
  const { zoom, focus } = cropSettings(element, image);
  return { ...element, crop: cropFor(image, element, zoom, focus) };
}

/**
 * A new image over the front panel (a cover) or the whole page, into the bleed, cropped
 * to keep its proportions: a photo dropped on a cover is ready to print.
 */
export function placeImage(artwork: Artwork, imageId: string, image: Pixels): DesignElement {
  const front = artwork.panels.find((panel) => panel.name === 'front');
  const box = front
    ? {
        x: artwork.bleed + front.x,
        y: 0,
        width: front.width + artwork.bleed,
        height: artwork.page.height,
      }
    : { x: 0, y: 0, width: artwork.page.width, height: artwork.page.height };
  return {
    type: 'image',
    id: newId(),
    imageId,
    ...box,
    crop: cropFor(image, box),
    rotation: 0,
    opacity: 1,
  };
}
