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
