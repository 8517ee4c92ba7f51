/**
 * Album progress (spec 2 §4, spec 1 §4).
 *
 * Resolution of the two lists in the specs: spec 2 §4 names six values
 * (texts, vinyls, tracks, options, file-uploader, preview) while spec 1 §4 and the
 * sidebar name five wizard steps. The creation flow saves `vinyls` right after the
 * format is chosen and then opens texts, so `vinyls` is position 0 ("format chosen,
 * nothing else yet") and the five wizard steps take positions 1–5. The progress
 * graphic fills 20% per position, so a finished wizard (preview) is 100%.
 */
export const ALBUM_PROGRESS_VALUES = [
  'vinyls',
  'texts',
  'tracks',
  'options',
  'file-uploader',
  'preview',
] as const;

export type AlbumProgress = (typeof ALBUM_PROGRESS_VALUES)[number];

export interface WizardStep {
  progress: Exclude<AlbumProgress, 'vinyls'>;
  /** Route name as in spec 1 §2. */
  routeName: 'texts' | 'tracks' | 'options' | 'file-uploader' | 'preview';
  path: string;
  position: number;
}

/** The five sidebar steps, in order (spec 2 §2). */
export const WIZARD_STEPS: readonly WizardStep[] = [
  { progress: 'texts', routeName: 'texts', path: '/texts', position: 1 },
  { progress: 'tracks', routeName: 'tracks', path: '/tracks-uploader', position: 2 },
  { progress: 'options', routeName: 'options', path: '/disc-options', position: 3 },
  { progress: 'file-uploader', routeName: 'file-uploader', path: '/file-uploader', position: 4 },
  { progress: 'preview', routeName: 'preview', path: '/preview', position: 5 },
];

export const DEFAULT_ALBUM_PROGRESS: AlbumProgress = 'texts';

export function isAlbumProgress(value: unknown): value is AlbumProgress {
  return typeof value === 'string' && (ALBUM_PROGRESS_VALUES as readonly string[]).includes(value);
}

/** Position of a progress value; unknown or missing values count as the default. */
export function progressPosition(progress: string | null | undefined): number {
  const value = isAlbumProgress(progress) ? progress : DEFAULT_ALBUM_PROGRESS;
  return ALBUM_PROGRESS_VALUES.indexOf(value);
}

/** Progress only moves forward: an earlier value is ignored (spec 2 §4). */
export function applyProgress(
  current: AlbumProgress | null | undefined,
  next: AlbumProgress,
): AlbumProgress {
  if (!current) return next;
  return progressPosition(next) > progressPosition(current) ? next : current;
}

/** The progress vinyl fills 20% per position (spec 1 §2). */
export function calculateProgressPercentage(progress: string | null | undefined): number {
  return Math.min(100, progressPosition(progress) * 20);
}

/** A sidebar step is enabled when the album's progress has reached it (spec 1 §2). */
export function isWizardStepEnabled(
  step: WizardStep,
  progress: string | null | undefined,
): boolean {
  return step.position <= progressPosition(progress);
}

/** The wizard step a path belongs to, if any. */
export function findWizardStepByPath(path: string): WizardStep | undefined {
  return WIZARD_STEPS.find((step) => step.path === path);
}

/** The route to reopen an album at its stored progress (spec 2 §4). */
export function progressPath(progress: string | null | undefined): string {
  const position = progressPosition(progress);
  return WIZARD_STEPS.find((step) => step.position === position)?.path ?? '/texts';
}
