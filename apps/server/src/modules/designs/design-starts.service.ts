import {
  AlbumOptionsSchema,
  designsFromImage,
  factsForPart,
  listRequiredPrintItems,
  sideLetter,
  startingLayouts,
  type AlbumFacts,
  type LayoutImage,
} from '@vinyl/domain';
import type { AlbumService } from '../albums';
import type { AudioService } from '../audio';
import type { DesignImagesService } from '../design-images';
import type { FilesModuleService } from '../files';
import type { DesignPart, DesignsService } from './designs.service';

interface Deps {
  albums: Pick<AlbumService, 'get'>;
  audio: Pick<AudioService, 'listSideTracks'>;
  images: Pick<DesignImagesService, 'get' | 'sizesOf'>;
  files: Pick<FilesModuleService, 'filledSlots'>;
  designs: Pick<DesignsService, 'artworkOf' | 'list' | 'save' | 'finish'>;
}

/** What became of a printed part when the album was designed from one image. */
export type BuiltOutcome = 'built' | 'kept' | 'failed';

/**
 * Ways to start a design fast (issue 16): the part's starting layouts filled in from the
 * album's title, author and tracks, and "one image is enough", which designs every printed
 * part the album has nothing for yet from one front-cover image and makes its print file.
 * What the customer already supplied (a file or a design) is never replaced.
 */
export function createDesignStarts({ albums, audio, images, files, designs }: Deps) {
  async function factsOf(userId: string, albumId: string) {
    const album = (await albums.get(userId, albumId)).data;
    const { attributes } = album;
    const vinylIds = (album.relationships?.has_vinyls.data ?? []).map((link) => link.id);
    const sides: AlbumFacts['sides'] = [];
    for (const [index, vinylId] of vinylIds.entries()) {
      for (const side of ['a', 'b'] as const) {
        const tracks = await audio.listSideTracks(vinylId, side);
        sides.push({
          name: sideLetter(index + 1, side),
          tracks: tracks.map((track) => ({ title: track.title, durationSeconds: track.duration })),
        });
      }
    }
    const facts: AlbumFacts = {
      title: attributes.title ?? '',
      author: attributes.author ?? '',
      ...(attributes.album_rpm && { speed: attributes.album_rpm }),
      sides,
    };
    return { facts, options: AlbumOptionsSchema.safeParse(attributes.album_options) };
  }

  /** The caller's image as a layout places it (404 for another's). */
  async function layoutImage(userId: string, imageId: string): Promise<LayoutImage> {
    const { attributes } = (await images.get(userId, imageId)).data;
    return {
      imageId,
      widthPx: attributes.width_px,
      heightPx: attributes.height_px,
      ...(attributes.dominant_colour && { dominantColour: attributes.dominant_colour }),
    };
  }

  async function layouts(userId: string, albumId: string, part: DesignPart, imageId?: string) {
    const artwork = await designs.artworkOf(userId, albumId, part);
    const { facts } = await factsOf(userId, albumId);
    const image = imageId ? await layoutImage(userId, imageId) : undefined;
    const sizes = image ? await images.sizesOf(userId, [image.imageId]) : {};
    const found = startingLayouts(artwork, factsForPart(facts, part.type), image);
    return {
      data: found.map((layout) => ({
        type: 'design_layouts' as const,
        id: layout.id,
        attributes: { name: layout.name, document: layout.document, images: sizes },
      })),
    };
  }

  async function fromImage(userId: string, albumId: string, imageId: string) {
    const image = await layoutImage(userId, imageId);
    const { facts, options } = await factsOf(userId, albumId);
    const required = options.success ? listRequiredPrintItems(options.data) : [];
    const taken = new Set([
      ...(await files.filledSlots(albumId)).map((slot) => `${slot.kind}/${slot.type}`),
      ...(await designs.list(userId, albumId)).data.map(
        (design) => `${design.attributes.kind}/${design.attributes.type}`,
      ),
    ]);
    const free = required.filter((item) => !taken.has(`${item.kind}/${item.type}`));
    const parts = [];
    for (const item of free) {
      parts.push({ ...item, artwork: await designs.artworkOf(userId, albumId, item) });
    }
    const outcomes = new Map<string, BuiltOutcome>();
    for (const designed of designsFromImage(parts, facts, image)) {
      const part = { kind: designed.kind, type: designed.type };
      await designs.save(userId, albumId, part, designed.document);
      // The design is kept even when its print file cannot be made: it opens in the designer.
      const made = await designs.finish(userId, albumId, part).then(
        () => 'built' as const,
        () => 'failed' as const,
      );
      outcomes.set(`${part.kind}/${part.type}`, made);
    }
    return {
      data: required.map((item) => ({
        type: 'designs' as const,
        attributes: {
          kind: item.kind,
          type: item.type,
          outcome: outcomes.get(`${item.kind}/${item.type}`) ?? ('kept' as BuiltOutcome),
        },
      })),
    };
  }

  return { layouts, fromImage };
}

export type DesignStarts = ReturnType<typeof createDesignStarts>;
