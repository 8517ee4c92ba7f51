import type { AlbumStatus } from './album';

// The album's rules that need no schema, apart from album.ts: a screen that only shows albums
// (the dashboard) takes them without building the album's zod schemas (issue 18, decision 058).

/** "The album is already in {{status}} state": ordered albums cannot be continued (spec 2 §4). */
export function canContinueAlbum(status: AlbumStatus): boolean {
  return status !== 'ordered';
}

/** No progress badge is shown for status done (spec 1 §2). */
export function showsProgressBadge(status: AlbumStatus): boolean {
  return status !== 'done';
}

/**
 * The state an album card shows. Spec 2 §4 names three album_status values and four
 * labels ("Created, In Progress, Pending, Completed") without pairing them. "Pending" and
 * "Completed" are also the order tabs' words, so an album whose quantity was saved read
 * "Completed" inside "In Progress" and a paid order "Completed" on one screen and "Paid" on
 * another (issue 14 item 8): albums have words of their own, orders theirs (`order_status`).
 *
 * | album_status | album_progress           | state          | why                                     |
 * | ------------ | ------------------------ | -------------- | --------------------------------------- |
 * | in_progress  | vinyls (format only)     | created        | just created: only the format is chosen |
 * | in_progress  | texts … preview          | inProgress     | the customer works through the steps    |
 * | done         | any                      | ready          | the quantity is saved: ready to order   |
 * | ordered      | any                      | ordered        | in an order (see its order's state)     |
 */
export type AlbumStatusLabel = 'created' | 'inProgress' | 'ready' | 'ordered';

export function albumStatusLabel(
  status: AlbumStatus,
  progress: string | null | undefined,
): AlbumStatusLabel {
  switch (status) {
    case 'ordered':
      return 'ordered';
    case 'done':
      return 'ready';
    case 'in_progress':
      return progress === 'vinyls' ? 'created' : 'inProgress';
  }
}

/**
 * A disc's title: the album title, with " [discN]" after it when the album is a double
 * (spec 2 §7). A disc made before the album has a title is " [disc1]" / " [disc2]".
 */
export function discTitle(
  albumTitle: string | null | undefined,
  discNumber: number,
  discs: number,
): string {
  const title = albumTitle ?? '';
  return discs > 1 ? `${title} [disc${discNumber}]` : title;
}
