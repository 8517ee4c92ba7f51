import v8 from 'node:v8';

/**
 * V8 settings of the shop's web process, set when this module is evaluated: server.ts imports
 * it first, before the app is built (decision 057).
 *
 * `--no-allocation-site-pretenuring`: with it on, V8 starts allocating the objects of some
 * allocation sites straight in the old generation once it has seen them survive (on the
 * PostgreSQL album list, likely node-postgres' per-row objects); the young strings they point
 * to are then kept by every young-generation collection and promoted, only to die there. The
 * list spent 17–20% of its CPU in those collections (decision 055); with the flag, 13–16 µs a
 * request against 47–56 (decision 057). Thumbnails, PDFs, uploads and start-up measured the
 * same with it, and so did the audio analysis once measured on a quieter machine (decision
 * 057). Removing the import in server.ts undoes it.
 */
export const V8_FLAGS = ['--no-allocation-site-pretenuring'] as const;

for (const flag of V8_FLAGS) v8.setFlagsFromString(flag);
