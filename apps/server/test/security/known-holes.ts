/**
 * Holes the security matrices find in code another engineer is fixing (issue 13). The
 * matrices leave these cases out and count them as known; each has an `it.fails` test of
 * its own with the behaviour the shop must have, so the day the fix lands that test
 * "unexpectedly passes" and says to delete the entry here and the `.fails` there.
 */
export interface KnownHole {
  hole: string;
  /** Who fixes it. */
  owner: string;
  /** `METHOD /fastify/url` of the matrix cases it covers. */
  routes: string[];
}

export const KNOWN_HOLES: KnownHole[] = [];

export function knownHoleOf(routeLabel: string): KnownHole | undefined {
  return KNOWN_HOLES.find((hole) => hole.routes.includes(routeLabel));
}

/** Fuzz answers out of format that another engineer's fix is expected to change. */
export const KNOWN_FUZZ_HOLES: {
  hole: string;
  owner: string;
  matches: (answer: { status: number; body: string }) => boolean;
}[] = [];
