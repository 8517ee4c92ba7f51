import { blankDesign, type DesignDocument } from '@vinyl/domain';
import { describe, expect, it } from 'vitest';
import { moveLayer, newShape, newText, removeElement, updateElement } from './design-elements';
import { record, redo, startHistory, undo } from './design-history';

const artwork = {
  page: { width: 320, height: 320 },
  trim: { width: 314, height: 314 },
  bleed: 3,
  safety: 3,
};
const blank = blankDesign(artwork.page);
const withText = (document: DesignDocument, text: string): DesignDocument => ({
  ...document,
  elements: [...document.elements, { ...newText(artwork, text), id: text }],
});

describe('the design history', () => {
  it('undoes and redoes changes in order, and a new change drops what was undone', () => {
    const one = withText(blank, 'one');
    const two = withText(one, 'two');
    let history = record(record(startHistory(blank), one), two);
    history = undo(history);
    expect(history.present).toBe(one);
    history = undo(history);
    expect(history.present).toBe(blank);
    expect(undo(history)).toBe(history);
    history = redo(history);
    expect(history.present).toBe(one);
    const other = withText(one, 'other');
    history = record(history, other);
    expect(history.future).toEqual([]);
    expect(redo(history)).toBe(history);
    expect(undo(history).present).toBe(one);
  });

  it('keeps a bounded past', () => {
    let history = startHistory(blank);
    for (let step = 0; step < 250; step += 1)
      history = record(history, withText(blank, `t${step}`));
    expect(history.past).toHaveLength(200);
  });
});

describe('editing elements', () => {
  it('places a new title inside the safe area and shapes in the middle', () => {
    const title = newText(artwork, 'Night Swim');
    expect(title).toMatchObject({ type: 'text', text: 'Night Swim', x: 6 });
    const shape = newShape(artwork, 'ellipse');
    expect(shape.type).toBe('ellipse');
    expect(shape.x + (shape.type === 'ellipse' ? shape.width / 2 : 0)).toBeCloseTo(160);
  });

  it('changes, reorders and removes one element, leaving the others alone', () => {
    const document = withText(withText(blank, 'a'), 'b');
    const changed = updateElement(document, 'a', { x: 42 });
    expect(changed.elements.map((element) => element.x)).toEqual([42, document.elements[1]?.x]);
    expect(moveLayer(document, 'a', 1).elements.map((element) => element.id)).toEqual(['b', 'a']);
    expect(moveLayer(document, 'b', 1)).toBe(document);
    expect(removeElement(document, 'a').elements.map((element) => element.id)).toEqual(['b']);
  });
});
