import type { AlbumOptions, AlbumStatus } from '@vinyl/domain';
import type { JsonApiDocument } from '../json-api';

/** Album attributes as the server sends them (spec 2 §3). */
export interface AlbumAttributes {
  status: string;
  album_format: string | null;
  album_rpm: string | null;
  album_status: AlbumStatus;
  album_progress: string;
  title: string | null;
  author: string | null;
  description: string | null;
  extra: { label_text?: string | null };
  quantity: number;
  album_options: AlbumOptions | null;
  /**
   * After an order's artwork problem (issue 17): the one printed part the customer may
   * replace although the album is ordered, and what the plant asks to fix.
   */
  artwork_reopened?: { kind: string; type: string; message: string } | null;
}

export interface Linkage<T extends string> {
  type: T;
  id: string;
}

export interface AlbumResource {
  type: 'albums';
  id: string;
  attributes: AlbumAttributes;
  relationships?: {
    has_vinyls?: { data: Linkage<'vinyls'>[] };
    part_of_order?: { data: Linkage<'orders'> | null };
  };
  meta?: { created: string; modified?: string };
}

export type AlbumDocument = JsonApiDocument<AlbumResource>;

/** The attributes `PATCH /api/albums/{id}` takes (spec 2 §7). */
export type AlbumChanges = Partial<
  Pick<
    AlbumAttributes,
    'title' | 'author' | 'description' | 'extra' | 'album_options' | 'quantity'
  > & {
    album_rpm: string;
    album_progress: string;
    album_status: 'in_progress' | 'done';
  }
>;

/** Every cached view of the customer's albums: invalidated after any change. */
export const albumsQueryKey = ['albums'] as const;
