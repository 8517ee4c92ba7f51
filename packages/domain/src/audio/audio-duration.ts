/**
 * How long an audio file really plays (issue 13 hole 6): the length is measured from the
 * samples the file holds, never taken from what its header claims, and a file whose
 * header and body disagree is refused: it would be priced and checked against a side's
 * limit (spec 2 §9) with a length it does not have.
 */

/** Header and body may differ by a frame or two of padding: beyond this, they disagree. */
export const DURATION_TOLERANCE = { seconds: 1, fraction: 0.01 } as const;

/** Seconds of uncompressed audio: whole frames (one sample per channel) over the rate. */
export function pcmSeconds(dataBytes: number, blockAlign: number, sampleRate: number): number {
  if (!(dataBytes > 0 && blockAlign > 0 && sampleRate > 0)) return 0;
  return Math.floor(dataBytes / blockAlign) / sampleRate;
}

/** True when the length a header declares is not the length measured from the samples. */
export function durationsDisagree(declared: number, measured: number): boolean {
  const allowed = Math.max(
    DURATION_TOLERANCE.seconds,
    DURATION_TOLERANCE.fraction * Math.max(declared, measured),
  );
  return Math.abs(declared - measured) > allowed;
}
