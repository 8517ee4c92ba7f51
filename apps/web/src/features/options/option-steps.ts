import {
  hasOptionsForStep,
  OPTION_STEPS,
  type Catalog,
  type Format,
  type OptionStep,
} from '@vinyl/domain';

/**
 * The steps of /disc-options?view=0|1|2 (spec 2 §2: 0 vinyl, 1 inner sleeve, 2 cover;
 * default 0). A step with no catalogue options for the format is skipped.
 */
export function availableSteps(catalog: Catalog, format: Format): OptionStep[] {
  return OPTION_STEPS.filter((step) => hasOptionsForStep(catalog, format, step));
}

export function viewOf(step: OptionStep): number {
  return OPTION_STEPS.indexOf(step);
}

/** The step a `view` parameter opens: a skipped or unknown one gives the next step shown. */
export function stepOfView(view: string | null, steps: readonly OptionStep[]): OptionStep | null {
  const parsed = Number.parseInt(view ?? '0', 10);
  const wanted = Number.isInteger(parsed) && parsed >= 0 ? parsed : 0;
  return steps.find((step) => viewOf(step) >= wanted) ?? steps.at(-1) ?? null;
}
