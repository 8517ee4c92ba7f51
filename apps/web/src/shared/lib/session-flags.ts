/**
 * Flags remembered for the browser tab's session (a dismissed notice stays dismissed until
 * the tab closes). Storage can be unavailable (private modes): then nothing is remembered.
 */
const PREFIX = 'vinyl-shop:';

export function readSessionFlag(name: string): boolean {
  try {
    return sessionStorage.getItem(PREFIX + name) === '1';
  } catch {
    return false;
  }
}

export function writeSessionFlag(name: string): void {
  try {
    sessionStorage.setItem(PREFIX + name, '1');
  } catch {
    // Not remembered: the notice shows again next time.
  }
}
