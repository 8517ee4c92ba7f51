/**
 * Durations are shown as mm:ss, or hh:mm:ss from one hour (spec 2 §9). Fractions of a
 * second are dropped, as audio players do; a negative or non-finite value shows 00:00.
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  const pad = (value: number): string => String(value).padStart(2, '0');
  return hours > 0 ? `${pad(hours)}:${pad(minutes)}:${pad(rest)}` : `${pad(minutes)}:${pad(rest)}`;
}

/** Whole minutes to seconds, for the tables written in minutes. */
export function minutesToSeconds(minutes: number): number {
  return Math.round(minutes * 60);
}
