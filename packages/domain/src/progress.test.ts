import { describe, expect, it } from 'vitest';
import {
  applyProgress,
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
});
