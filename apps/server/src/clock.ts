/** The server's only source of time, so tests can move it (sessions expire). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
