import {
  checkTrackFits,
  MAX_TRACK_GAP_SECONDS,
  MINUTES_EXCEEDED,
  SIDE_FULL,
  TrackGapSchema,
} from '@vinyl/domain';
import { AppError, ConflictError, NotFoundError, UnprocessableError } from '../../http/errors';
import type { AlbumService } from '../albums';
import type { CatalogueService } from '../catalogue';
import type { VinylService } from '../vinyls';
import type { AnalysisReader } from './analysis/analysis-reader';
import { measurementsOf, sideName } from './analysis/side-audio';
import type { AudioRepository } from './audio.repository';
import type { AudioService } from './audio.service';
import { requireSideLimit } from './side-limit';
import type { Side, TrackRow, TracksRepository } from './tracks.repository';
import { toSideDocument } from './tracks.view';

type Executor = Parameters<TracksRepository['listSide']>[2];

export interface TrackLink {
  id: string;
  priority?: number | undefined;
}

interface TrackNames {
  title?: string | null | undefined;
  artist?: string | null | undefined;
}

/**
 * A track's new names and/or place (issue 14 item 10): another side, maybe another disc;
 * and/or the silence after it on the side (issue 19).
 */
export interface TrackChange extends TrackNames {
  gapAfter?: number | undefined;
  /** Without a side, the track keeps its side letter. */
  to?: { vinylId: string; side?: Side | undefined; priority?: number | undefined } | undefined;
}

interface Deps {
  tracks: TracksRepository;
  audio: AudioRepository;
  audioFiles: Pick<AudioService, 'removeFiles' | 'requireOwned'>;
  vinyls: Pick<VinylService, 'get'>;
  albums: Pick<AlbumService, 'get' | 'requireEditable' | 'lockOwner'>;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  clock: { now(): Date };
  analysis: AnalysisReader;
}

/**
 * A reorder or a removal names only tracks on that side of that disc: any other id
 * (another customer's audio above all) answers 404 and nothing changes (issue 13 hole 2).
 */
function requireOnSide(rows: readonly TrackRow[], ids: readonly string[]) {
  for (const id of ids) {
    if (!rows.some((row) => row.audio_id === id)) {
      throw new AppError(404, 'track_not_on_side', 'This track is not on this side');
    }
  }
}

/**
 * The tracks of each side of a disc (spec 2 §7 side_{a|b}_tracks): listed by priority,
 * attached within the side's rpm limit, reordered, removed. Every call goes through the
 * disc's owner; changes to an ordered album are refused by the album service. The
 * catalogue is read before a transaction (SQLite has one connection).
 */
export function createTrackService(deps: Deps) {
  const { tracks, audio, audioFiles, vinyls, albums, catalogue, clock, analysis } = deps;

  /** The album of one of my discs; a disc not linked to an album has no sides yet. */
  async function albumOf(userId: string, vinylId: string): Promise<string> {
    const vinyl = await vinyls.get(userId, vinylId);
    const albumId = vinyl.data.relationships.vinyl_of.data?.id;
    if (!albumId) throw new ConflictError('vinyl_not_linked', 'This disc is not part of an album');
    return albumId;
  }

  async function list(userId: string, vinylId: string, side: Side) {
    const vinyl = await vinyls.get(userId, vinylId);
    const albumId = vinyl.data.relationships.vinyl_of.data?.id;
    if (!albumId) throw new ConflictError('vinyl_not_linked', 'This disc is not part of an album');
    const [album, catalog] = await Promise.all([
      albums.get(userId, albumId),
      catalogue.requireCatalog(),
    ]);
    const { album_format: format, album_rpm: rpm } = album.data.attributes;
    const limit = requireSideLimit(catalog, album.data.attributes);
    const rows = await tracks.listSide(vinylId, side);
    const files = await audio.listByIds(rows.map((row) => row.audio_id));
    const [analyses, checks] = await Promise.all([analysis.metaFor(files), analysis.checks()]);
    const audioWarnings = analysis.sideWarnings(
      {
        name: sideName(vinyl.data.attributes.disc_number ?? 1, side),
        durationSeconds: files.reduce((total, file) => total + file.duration, 0),
        measurements: files.map((file) => measurementsOf(analyses.get(file.id))),
        format,
        rpm,
      },
      checks,
    );
    return toSideDocument({ side, rows, files, limit, rpm, analyses, audioWarnings });
  }

  /** Priorities 0, 1, 2… in the side's current order. */
  async function renumber(vinylId: string, side: Side, trx: Executor) {
    const rows = await tracks.listSide(vinylId, side, trx);
    for (const [index, row] of rows.entries()) {
      if (row.priority !== index) await tracks.setPriority(vinylId, row.audio_id, index, trx);
    }
  }

  /** Opens the change: one writer per owner, on an album that may still change. */
  async function inEditableAlbum<T>(
    userId: string,
    vinylId: string,
    work: (trx: Executor, sideLimit: number) => Promise<T>,
  ): Promise<T> {
    const albumId = await albumOf(userId, vinylId);
    const catalog = await catalogue.requireCatalog();
    return tracks.transaction(async (trx) => {
      await albums.lockOwner(trx, userId);
      const album = await albums.requireEditable(userId, albumId, trx);
      return work(trx, requireSideLimit(catalog, album));
    });
  }

  async function sideDuration(vinylId: string, side: Side, trx: Executor) {
    const rows = await tracks.listSide(vinylId, side, trx);
    const files = await audio.listByIds(
      rows.map((row) => row.audio_id),
      trx,
    );
    return { rows, seconds: files.reduce((total, file) => total + file.duration, 0) };
  }

  /** Inserts a track at `priority` (last without one), moving the ones from there down. */
  async function insertAt(
    vinylId: string,
    side: Side,
    rows: TrackRow[],
    audioId: string,
    priority: number | undefined,
    trx: Executor,
    names: TrackNames = {},
  ) {
    const at = Math.min(priority ?? rows.length, rows.length);
    for (const row of rows) {
      if (row.priority >= at)
        await tracks.setPriority(vinylId, row.audio_id, row.priority + 1, trx);
    }
    const created = clock.now().toISOString();
    await tracks.insert(
      { vinyl_id: vinylId, side, audio_id: audioId, priority: at, created_at: created, ...names },
      trx,
    );
    await renumber(vinylId, side, trx);
  }

  /**
   * Puts uploaded audio on a side (spec 2 §5): refused when the side is already over its
   * limit or the track is longer than the time left. A given priority places the track
   * there; without one it goes last.
   */
  async function attach(userId: string, vinylId: string, side: Side, links: TrackLink[]) {
    await inEditableAlbum(userId, vinylId, async (trx, limit) => {
      for (const link of links) {
        const file = await audio.findOwned(userId, link.id, trx);
        if (!file) throw new NotFoundError('Audio not found');
        if (await tracks.findOnVinyl(vinylId, file.id, trx)) {
          throw new ConflictError('track_already_on_disc', 'This track is already on this disc');
        }
        const { rows, seconds } = await sideDuration(vinylId, side, trx);
        const fit = checkTrackFits(seconds, file.duration, limit);
        if (fit === 'side_full') throw new UnprocessableError('side_full', SIDE_FULL);
        if (fit === 'minutes_exceeded') {
          throw new UnprocessableError('side_minutes_exceeded', MINUTES_EXCEEDED);
        }
        await insertAt(vinylId, side, rows, file.id, link.priority, trx);
      }
    });
    return list(userId, vinylId, side);
  }

  /** New priorities for tracks already on the side (spec 2 §7 PATCH); the rest keep theirs. */
  async function reorder(userId: string, vinylId: string, side: Side, links: TrackLink[]) {
    await inEditableAlbum(userId, vinylId, async (trx) => {
      const rows = await tracks.listSide(vinylId, side, trx);
      const wanted = new Map(links.map((link) => [link.id, link.priority]));
      requireOnSide(rows, [...wanted.keys()]);
      const ordered = rows
        .map((row, index) => ({
          row,
          index,
          priority: wanted.get(row.audio_id) ?? row.priority,
          listed: wanted.has(row.audio_id),
        }))
        .sort(
          (a, b) =>
            a.priority - b.priority || Number(b.listed) - Number(a.listed) || a.index - b.index,
        );
      for (const [index, entry] of ordered.entries()) {
        await tracks.setPriority(vinylId, entry.row.audio_id, index, trx);
      }
    });
    return list(userId, vinylId, side);
  }

  /** Takes tracks off a side; an audio no disc lists any more is deleted with its file. */
  async function detach(userId: string, vinylId: string, side: Side, ids: string[]) {
    const keys = await inEditableAlbum(userId, vinylId, async (trx) => {
      const rows = await tracks.listSide(vinylId, side, trx);
      requireOnSide(rows, ids);
      await tracks.remove(vinylId, ids, trx);
      await renumber(vinylId, side, trx);
      return audio.deleteUnused(ids, trx, userId);
    });
    await audioFiles.removeFiles(keys);
    return list(userId, vinylId, side);
  }

  /** Checks that a track fits on a side it is moved to (spec 2 §5, the same rule as attach). */
  async function requireRoom(
    vinylId: string,
    side: Side,
    audioId: string,
    limit: number,
    trx: Executor,
  ) {
    const [file] = await audio.listByIds([audioId], trx);
    const { rows, seconds } = await sideDuration(vinylId, side, trx);
    const fit = checkTrackFits(seconds, file?.duration ?? 0, limit);
    if (fit === 'side_full') throw new UnprocessableError('side_full', SIDE_FULL);
    if (fit === 'minutes_exceeded') {
      throw new UnprocessableError('side_minutes_exceeded', MINUTES_EXCEEDED);
    }
    return rows;
  }

  /** Moves a track to another side (of this or another disc of the album), at `priority`. */
  async function move(
    from: { vinylId: string; side: Side },
    row: TrackRow,
    to: { vinylId: string; side: Side; priority?: number | undefined },
    limit: number,
    trx: Executor,
  ) {
    if (to.vinylId === from.vinylId && to.side === from.side) {
      const rows = (await tracks.listSide(from.vinylId, from.side, trx)).filter(
        (other) => other.audio_id !== row.audio_id,
      );
      const at = Math.min(to.priority ?? rows.length, rows.length);
      rows.splice(at, 0, row);
      for (const [index, entry] of rows.entries()) {
        await tracks.setPriority(from.vinylId, entry.audio_id, index, trx);
      }
      return;
    }
    if (to.vinylId !== from.vinylId && (await tracks.findOnVinyl(to.vinylId, row.audio_id, trx))) {
      throw new ConflictError('track_already_on_disc', 'This track is already on this disc');
    }
    const rows = await requireRoom(to.vinylId, to.side, row.audio_id, limit, trx);
    await tracks.remove(from.vinylId, [row.audio_id], trx);
    await renumber(from.vinylId, from.side, trx);
    await insertAt(to.vinylId, to.side, rows, row.audio_id, to.priority, trx, {
      title: row.title,
      artist: row.artist,
    });
  }

  /**
   * Renames a track and/or moves it (issue 14 item 10): only a track on one of my discs
   * (another user's track reads as missing), only to a disc of the same album, only within
   * the side limits; an ordered album refuses. Answers the sides it changed.
   */
  async function change(userId: string, vinylId: string, audioId: string, wanted: TrackChange) {
    if (wanted.gapAfter !== undefined && !TrackGapSchema.safeParse(wanted.gapAfter).success) {
      throw new UnprocessableError(
        'gap_out_of_range',
        `The gap after a track is 0 to ${MAX_TRACK_GAP_SECONDS} seconds`,
      );
    }
    const albumId = await albumOf(userId, vinylId);
    const from = await tracks.findOnVinyl(vinylId, audioId);
    if (!from) throw new NotFoundError('Track not found');
    const to = wanted.to && { ...wanted.to, side: wanted.to.side ?? from.side };
    if (to && to.vinylId !== vinylId && (await albumOf(userId, to.vinylId)) !== albumId) {
      throw new NotFoundError('Disc not found');
    }
    await inEditableAlbum(userId, vinylId, async (trx, limit) => {
      const row = await tracks.findOnVinyl(vinylId, audioId, trx);
      if (!row) throw new NotFoundError('Track not found');
      const names: TrackNames = {};
      if (wanted.title !== undefined) names.title = wanted.title;
      if (wanted.artist !== undefined) names.artist = wanted.artist;
      if (Object.keys(names).length > 0) await tracks.setNames(vinylId, audioId, names, trx);
      if (wanted.gapAfter !== undefined)
        await tracks.setGap(vinylId, audioId, wanted.gapAfter, trx);
      if (to) await move({ vinylId, side: row.side }, { ...row, ...names }, to, limit, trx);
    });
    const places = [{ vinylId, side: from.side }];
    if (to && (to.vinylId !== vinylId || to.side !== from.side)) places.push(to);
    return Promise.all(
      places.map(async (place) => ({
        vinyl_id: place.vinylId,
        ...(await list(userId, place.vinylId, place.side)),
      })),
    );
  }

  /** `DELETE /api/audio/{id}`: off every disc it is on (none of them ordered), then gone. */
  async function removeAudio(userId: string, audioId: string): Promise<void> {
    const file = await audioFiles.requireOwned(userId, audioId);
    const places = await tracks.listByAudio(audioId);
    const albumIds = new Set<string>();
    for (const place of places) albumIds.add(await albumOf(userId, place.vinyl_id));
    await tracks.transaction(async (trx) => {
      await albums.lockOwner(trx, userId);
      for (const albumId of albumIds) await albums.requireEditable(userId, albumId, trx);
      await tracks.removeByAudio(audioId, trx);
      for (const place of places) await renumber(place.vinyl_id, place.side, trx);
      await audio.delete(audioId, trx);
    });
    await audioFiles.removeFiles([file.storage_key]);
  }

  return { list, attach, reorder, detach, change, removeAudio };
}

export type TrackService = ReturnType<typeof createTrackService>;
