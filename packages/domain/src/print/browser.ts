/**
 * Browser minimums (spec 1 §5, §9): older browsers see the "not fully supported"
 * warning; browsers other than these four are unrestricted.
 */
export const BROWSER_MINIMUMS = {
  chrome: [90],
  edge: [90],
  firefox: [85],
  safari: [14, 1, 2],
} as const;

export type KnownBrowser = keyof typeof BROWSER_MINIMUMS;

export interface BrowserInfo {
  name: KnownBrowser | 'other';
  version: number[];
  ios: boolean;
}

function parseVersion(text: string | undefined): number[] {
  return (text ?? '').split('.').map((part) => Number.parseInt(part, 10) || 0);
}

/** Reads the browser family and version from a user-agent string. */
export function detectBrowser(userAgent: string): BrowserInfo {
  const ios = /\b(iPad|iPhone|iPod)\b/.test(userAgent) || /CriOS|FxiOS|EdgiOS/.test(userAgent);
  const edge = /\bEdg(?:e|A|iOS)?\/([\d.]+)/.exec(userAgent);
  if (edge) return { name: 'edge', version: parseVersion(edge[1]), ios };
  const firefox = /\b(?:Firefox|FxiOS)\/([\d.]+)/.exec(userAgent);
  if (firefox) return { name: 'firefox', version: parseVersion(firefox[1]), ios };
  if (/\bOPR\/|\bSamsungBrowser\//.test(userAgent)) return { name: 'other', version: [], ios };
  // Headless Chromium (automated tests, prerender services) says "HeadlessChrome/…".
  const chrome = /\b(?:HeadlessChrome|Chrome|Chromium|CriOS)\/([\d.]+)/.exec(userAgent);
  if (chrome) return { name: 'chrome', version: parseVersion(chrome[1]), ios };
  const safari = /\bVersion\/([\d.]+).*Safari\//.exec(userAgent);
  if (safari) return { name: 'safari', version: parseVersion(safari[1]), ios };
  return { name: 'other', version: [], ios };
}

function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (a[i] ?? 0) - (b[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** False only for a known browser older than its minimum. */
export function isBrowserSupported(userAgent: string): boolean {
  const { name, version } = detectBrowser(userAgent);
  if (name === 'other') return true;
  return compareVersions(version, BROWSER_MINIMUMS[name]) >= 0;
}

/** iOS devices get the "continue on desktop" notice (spec 1 §2). */
export function isIOS(userAgent: string): boolean {
  return detectBrowser(userAgent).ios;
}

/** The designer opens only on Safari, Chrome, Edge or iOS browsers unless the user accepts a warning (spec 2 §5). */
export function isDesignerSupported(userAgent: string): boolean {
  const { name, ios } = detectBrowser(userAgent);
  return ios || name === 'chrome' || name === 'edge' || name === 'safari';
}
