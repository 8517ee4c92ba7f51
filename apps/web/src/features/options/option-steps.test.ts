import { defaultCatalogue } from '@vinyl/domain';
import { describe, expect, it } from 'vitest';
import { availableSteps, stepOfView, viewOf } from './option-steps';

describe('disc options steps (spec 2 §2)', () => {
  const all = availableSteps(defaultCatalogue, '7');

  it('shows vinyl, inner sleeve and cover as views 0, 1 and 2', () => {
    expect(all).toEqual(['vinyl', 'innerSleeve', 'cover']);
    expect(all.map(viewOf)).toEqual([0, 1, 2]);
    expect(stepOfView(null, all)).toBe('vinyl');
    expect(stepOfView('1', all)).toBe('innerSleeve');
    expect(stepOfView('2', all)).toBe('cover');
  });

  it('reads an unknown view as 0 and one past the end as the last step', () => {
    expect(stepOfView('abc', all)).toBe('vinyl');
    expect(stepOfView('-3', all)).toBe('vinyl');
    expect(stepOfView('7', all)).toBe('cover');
  });

  it('skips a step the catalogue has no options for', () => {
    const noSleeves = { ...defaultCatalogue, innerSleeves: [] };
    const steps = availableSteps(noSleeves, '7');
    expect(steps).toEqual(['vinyl', 'cover']);
    expect(stepOfView('1', steps)).toBe('cover');
    expect(stepOfView('0', availableSteps({ ...noSleeves, covers: [], vinyls: [] }, '7'))).toBe(
      null,
    );
  });
});
