import {
  AlbumOptionsSchema,
  FILE_KINDS,
  findMissingPrintItems,
  findOrderBlockers,
  FormatSchema,
  listMissingPrintParts,
  listRequiredPrintItems,
  RpmSchema,
  sideLimitFor,
  withTracks,
  type Catalog,
  type FileKind,
  type PrintFileTypes,
  type PrintItem,
  type PrintPart,
} from '@vinyl/domain';
import type { AlbumService } from '../albums';
import type { AudioService } from '../audio';
import type { CatalogueService } from '../catalogue';
import type { DesignsService } from '../designs';
import type { FileService } from '../files';
import { describeParts, priceSummary } from './summary-parts';
import type { AlbumSummary, SummaryBlocker, SummaryDisc, SummaryFile } from './summary.view';

export interface SummaryDeps {
  albums: Pick<AlbumService, 'get'>;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  files: Pick<FileService, 'listKind'>;
  audio: Pick<AudioService, 'listSideTracks' | 'sideAudioWarnings'>;
  designs: Pick<DesignsService, 'materials'>;
}

/** The reasons of spec 1 §2's "It is not possible to continue with the order" alert. */
const BLOCKERS: Record<SummaryBlocker['code'], Omit<SummaryBlocker, 'code' | 'parts'>> = {
  minutes_exceeded: { title: 'The minutes of a side are exceeded', link: 'tracks' },
  no_tracks: { title: 'The album has no tracks', link: 'tracks' },
  missing_print_items: { title: 'Some print elements are missing', link: 'file-uploader' },
};

const PART_OF_KIND: Record<FileKind, PrintPart> = {
  cover_print: 'Cover',
  vinyl_print: 'Vinyl',
  label_print: 'Label',
  sleeve_print: 'Inner sleeve',
};

type FileResource = Awaited<ReturnType<FileService['listKind']>>['data'][number];

function sideLimit(catalog: Catalog, format: string | null, rpm: string | null): number | null {
  const parsedFormat = FormatSchema.safeParse(format);
  const parsedRpm = RpmSchema.safeParse(rpm);
  if (!parsedFormat.success) return null;
  return (
    sideLimitFor(catalog, parsedFormat.data, parsedRpm.success ? parsedRpm.data : null) ?? null
  );
}

/** Required print items first (present or missing), then any other file in a slot. */
function listFiles(required: PrintItem[], present: Map<string, FileResource>): SummaryFile[] {
  const row = (part: PrintPart, kind: FileKind, type: string, isRequired: boolean) => {
    const file = present.get(`${kind}/${type}`);
    return {
      part,
      kind,
      type,
      required: isRequired,
      present: file !== undefined,
      file_id: file?.id ?? null,
      file_name: file?.attributes.file_name ?? null,
      thumbnail_ready: file?.meta.thumbnail.ready ?? false,
    };
  };
  const rows = required.map((item) => row(item.part, item.kind, item.type, true));
  const listed = new Set(required.map((item) => `${item.kind}/${item.type}`));
  for (const [key, file] of present) {
    if (listed.has(key)) continue;
    const kind = key.split('/')[0] as FileKind;
    rows.push(row(PART_OF_KIND[kind], kind, file.meta.relation?.params.type ?? '', false));
  }
  return rows;
}

/**
 * The album's summary (issue 9 item 1, spec 1 §2 view 1): its parts and options, the
 * tracks of each side against the speed's limit, the print files present or missing, the
 * price rebuilt from the catalogue and the reasons the order cannot go ahead. Read through
 * the owner: another user's album answers 404 from the album service.
 */
export function createSummaryService({ albums, catalogue, files, audio, designs }: SummaryDeps) {
  async function discTracks(
    vinylIds: readonly string[],
    limit: number | null,
    speed: { format: string | null; rpm: string | null },
  ) {
    const discs: SummaryDisc[] = [];
    for (const [index, vinylId] of vinylIds.entries()) {
      const sides: SummaryDisc['sides'] = [];
      for (const side of ['a', 'b'] as const) {
        const listed = await audio.listSideTracks(vinylId, side);
        const duration = listed.reduce((total, track) => total + track.duration, 0);
        // Sides are lettered across discs (A–D), as the job sheet prints them.
        const name = 'ABCD'.charAt(index * 2 + (side === 'b' ? 1 : 0));
        sides.push({
          side,
          tracks: listed,
          duration,
          limit,
          exceeded: limit !== null && duration > limit,
          audio_warnings: await audio.sideAudioWarnings({ name, ...speed, tracks: listed }),
        });
      }
      discs.push({ disc: index + 1, vinyl_id: vinylId, sides });
    }
    return discs;
  }

  async function presentFiles(userId: string, albumId: string) {
    const present = new Map<string, FileResource>();
    for (const kind of FILE_KINDS) {
      for (const file of (await files.listKind(userId, albumId, kind)).data) {
        const type = file.meta.relation?.params.type;
        if (type) present.set(`${kind}/${type}`, file);
      }
    }
    return present;
  }

  async function summarise(userId: string, albumId: string): Promise<AlbumSummary> {
    const album = (await albums.get(userId, albumId)).data;
    const { attributes } = album;
    const catalog = await catalogue.requireCatalog();
    const limit = sideLimit(catalog, attributes.album_format, attributes.album_rpm);
    const vinylIds = (album.relationships?.has_vinyls.data ?? []).map((link) => link.id);
    const discs = await discTracks(vinylIds, limit, {
      format: attributes.album_format,
      rpm: attributes.album_rpm,
    });
    const stored = AlbumOptionsSchema.safeParse(attributes.album_options);
    const storedDiscs = discs.map((disc) => ({
      sideA: disc.sides[0]?.tracks ?? [],
      sideB: disc.sides[1]?.tracks ?? [],
    }));
    // The price band follows the stored tracks (sides and seconds per disc), as at checkout.
    const storedOptions = stored.success
      ? withTracks(stored.data, storedDiscs, limit ?? Number.POSITIVE_INFINITY)
      : null;
    const priced = priceSummary(catalog, storedOptions, {
      format: attributes.album_format,
      quantity: attributes.quantity,
      discs: storedDiscs,
    });
    const options = priced.ok ? priced.options : storedOptions;

    const sides = discs.flatMap((disc) => disc.sides);

    const present = await presentFiles(userId, albumId);
    const presentTypes: PrintFileTypes = {};
    for (const key of present.keys()) {
      const [kind, type] = key.split('/') as [FileKind, string];
      presentTypes[kind] = [...(presentTypes[kind] ?? []), type];
    }
    const required = options ? listRequiredPrintItems(options) : [];
    const missing = options ? findMissingPrintItems(options, presentTypes) : [];

    const blockers = findOrderBlockers({
      duration: sides.reduce((total, side) => total + side.duration, 0),
      exceeded: sides.some((side) => side.exceeded),
      missingPrintItems: missing,
    }).map((code) => ({
      code,
      ...BLOCKERS[code],
      ...(code === 'missing_print_items' && { parts: listMissingPrintParts(missing) }),
    }));

    return {
      title: attributes.title,
      author: attributes.author,
      format: attributes.album_format,
      speed: attributes.album_rpm,
      discs: vinylIds.length,
      quantity: attributes.quantity,
      album_status: attributes.album_status,
      parts: describeParts(options),
      tracks: discs,
      files: listFiles(required, present),
      designs: await designs.materials(userId, albumId),
      price: priced.ok ? priced.price : null,
      price_problem: priced.ok ? null : priced.problem,
      blockers,
    };
  }

  return { summarise };
}

export type SummaryService = ReturnType<typeof createSummaryService>;
