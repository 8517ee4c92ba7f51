// ALTCHA's widget without its inline workers (strict CSP: workers come from our origin).
import 'altcha/external';
import Pbkdf2Worker from 'altcha/workers/pbkdf2?worker';
import type { AltchaWidget } from './altcha-engine';
import { createAltchaEngine } from './altcha-engine';
import type { EngineEvents } from './engine';

// The shop's challenges are PBKDF2/SHA-256 (apps/server/src/modules/bot-check/altcha.ts).
globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());

/** Loaded on demand, after the page shows: the widget is not on the login route's path. */
export function startAltcha(container: HTMLElement, challengeUrl: string, events: EngineEvents) {
  const widget = document.createElement('altcha-widget') as unknown as AltchaWidget;
  return createAltchaEngine(widget, container, challengeUrl, events);
}
