import type { AlbumRow, Executor } from './albums.repository';

/**
 * What an album is made of beyond its own row: its discs now, their track lists and the
 * graphics references when their issues add those tables. Clone and delete walk this one
 * list (built in app.ts), so a new table joins both by adding one part there.
 */
export interface CloneContext {
  trx: Executor;
  userId: string;
  source: AlbumRow;
  targetAlbumId: string;
  /** ISO time of the clone: created_at and modified_at of every copied row. */
  now: string;
  /**
   * Old id → new id of every row copied so far, in part order: a later part (tracks)
   * finds the new id of its parent (the disc) here.
   */
  ids: Map<string, string>;
}

export interface RemoveContext {
  trx: Executor;
  albumId: string;
  /**
   * Work that must wait until the rows are gone for good (deleting stored files that
   * nothing else uses): it runs after the transaction commits, never before.
   */
  afterCommit(task: () => Promise<void>): void;
}

export interface AlbumPart {
  name: string;
  /** Copies the part's rows of `source` onto the album `targetAlbumId`. */
  clone(context: CloneContext): Promise<void>;
  /** Removes the part's rows of an album (parts are removed in reverse order). */
  remove(context: RemoveContext): Promise<void>;
}
