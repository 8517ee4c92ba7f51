import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALBUM_PROGRESS_VALUES,
  applyProgress,
  findWizardStepByPath,
  calculateProgressPercentage,
  isWizardStepEnabled,
  progressPath,
  progressPosition,
  WIZARD_STEPS,
} from './progress';

describe('album progress (spec 2 §4)', () => {
  it('orders the values with vinyls first and preview last', () => {
    expect(progressPosition('vinyls')).toBe(0);
    expect(progressPosition('texts')).toBe(1);
    expect(progressPosition('preview')).toBe(5);
    expect(progressPosition(undefined)).toBe(1);
  });

  it('never moves back', () => {
    expect(applyProgress('options', 'tracks')).toBe('options');
    expect(applyProgress('tracks', 'options')).toBe('options');
    expect(applyProgress(undefined, 'tracks')).toBe('tracks');
  });

  it('fills 20% per position', () => {
    expect(calculateProgressPercentage('vinyls')).toBe(0);
    expect(calculateProgressPercentage('texts')).toBe(20);
    expect(calculateProgressPercentage('preview')).toBe(100);
  });

  it('enables steps up to and including the current one', () => {
    const enabled = WIZARD_STEPS.filter((step) => isWizardStepEnabled(step, 'options'));
    expect(enabled.map((step) => step.routeName)).toEqual(['texts', 'tracks', 'options']);
  });

  it('reopens an album at its stored step', () => {
    expect(progressPath('file-uploader')).toBe('/file-uploader');
    expect(progressPath('vinyls')).toBe('/texts');
  });

  it('never moves back, whatever sequence of steps is applied', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ALBUM_PROGRESS_VALUES)), (steps) => {
        let current = applyProgress(undefined, 'vinyls');
        for (const step of steps) {
          const next = applyProgress(current, step);
          expect(progressPosition(next)).toBeGreaterThanOrEqual(progressPosition(current));
          expect(progressPosition(next)).toBe(
            Math.max(progressPosition(current), progressPosition(step)),
          );
          current = next;
        }
      }),
    );
  });

  it('finds the wizard step of a path', () => {
    expect(findWizardStepByPath('/disc-options')?.routeName).toBe('options');
    expect(findWizardStepByPath('/dashboard')).toBeUndefined();
  });
});
