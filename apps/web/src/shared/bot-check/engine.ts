/**
 * One invisible bot check on a page (spec 1 §2: one for sign-in, one for guest start, …).
 * `solve` hands out a fresh solution for one request and starts preparing the next one,
 * since the server accepts each solution once (the spec's "bot check reset" after a failure
 * comes for free).
 */
export interface BotCheckEngine {
  solve(): Promise<string>;
  destroy(): void;
}

export interface EngineEvents {
  /** The check could not load or run (spec 1 §8 "ReCAPTCHA has not been loaded"); false once it works again. */
  onUnavailable(unavailable: boolean): void;
}

/** The check is not there to solve: the form says "ReCAPTCHA has not been loaded". */
export class BotCheckUnavailableError extends Error {
  constructor() {
    super('The bot check has not been loaded');
    this.name = 'BotCheckUnavailableError';
  }
}
