import { FILE_KINDS } from '@vinyl/domain';
import { AppError } from '../../http/errors';
import type { AlbumService } from '../albums';
import type { FileService } from '../files';
import type { OrderService } from '../orders';
import type { AlbumSummary, SummaryService } from '../summary';

type OrderAlbumRow = Awaited<ReturnType<OrderService['getAny']>>['lines'][number];

export interface DetailAlbumDeps {
  summary: Pick<SummaryService, 'summarise'>;
  files: Pick<FileService, 'listKind'>;
  albums: Pick<AlbumService, 'get'>;
}

/** The plant's own routes to a print file and its thumbnail (admin only). */
export const adminFileUrl = (id: string, what: 'content' | 'thumbnail') =>
  `/api/admin/files/${encodeURIComponent(id)}/${what}`;

/** Every slot kind an album's files sit in: the printed parts and the album's own PDF. */
const KINDS = [...FILE_KINDS, 'pdf_to_print'] as const;

/** Sides are lettered across discs as the job sheet does: disc 1 A/B, disc 2 C/D. */
function sidesOf(summary: AlbumSummary) {
  return summary.tracks.flatMap((disc, discIndex) =>
    disc.sides.map((side) => {
      const name = 'ABCD'.charAt(discIndex * 2 + (side.side === 'b' ? 1 : 0));
      return {
        name,
        duration: side.duration,
        // What the audio analysis found on the side (issue 19).
        audio_warnings: side.audio_warnings ?? [],
        tracks: side.tracks.map((track, index) => ({
          // 1, 2, … within the side: with the side's name, "A1" on the cue sheet.
          position: index + 1,
          title: track.title,
          artist: track.artist,
          duration: track.duration,
          audio: track.audio ?? null,
          gap_after: track.gap_after ?? null,
          analysis: track.analysis ?? null,
        })),
      };
    }),
  );
}

async function filesOf(deps: DetailAlbumDeps, ownerId: string, albumId: string) {
  const rows = [];
  for (const kind of KINDS) {
    for (const file of (await deps.files.listKind(ownerId, albumId, kind)).data) {
      const params = file.meta.relation?.params;
      rows.push({
        id: file.id,
        kind,
        type: params?.type ?? null,
        file_name: file.attributes.file_name,
        source: params?.source ?? null,
        checks: file.meta.print_check ?? null,
        thumbnail_url: file.meta.thumbnail.ready ? adminFileUrl(file.id, 'thumbnail') : null,
        download_url: adminFileUrl(file.id, 'content'),
      });
    }
  }
  return rows;
}

/**
 * One album of the order as the plant reads it (issue 17 "One order"): its options, tracks
 * per side with durations and print files with their checks, read through the summary,
 * files and albums services on behalf of the order's owner (the order names them; an admin
 * owns no albums), never their tables. An album no longer in the shop keeps its order line.
 */
export async function detailAlbum(
  deps: DetailAlbumDeps,
  ownerId: string | null,
  line: OrderAlbumRow,
) {
  const base = { id: line.album_id, title: line.title, copies: Number(line.quantity) };
  const gone = { ...base, author: null, format: null, speed: null, parts: [], sides: [] };
  if (!line.album_id || !ownerId) return { ...gone, files: [], artwork_reopened: null };
  const albumId = line.album_id;
  try {
    const album = (await deps.albums.get(ownerId, albumId)).data.attributes;
    const summary = await deps.summary.summarise(ownerId, albumId);
    return {
      ...base,
      title: summary.title ?? line.title,
      author: summary.author,
      format: summary.format,
      speed: summary.speed,
      description: album.description,
      parts: summary.parts.map(({ name, color, choices }) => ({ name, color, choices })),
      sides: sidesOf(summary),
      files: await filesOf(deps, ownerId, albumId),
      artwork_reopened: album.artwork_reopened,
    };
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      return { ...gone, files: [], artwork_reopened: null };
    }
    throw error;
  }
}
