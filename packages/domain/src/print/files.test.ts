import { describe, expect, it } from 'vitest';
import {
  AlbumFileSchema,
  FILE_KINDS,
  FILE_TYPES_BY_KIND,
  isFileTypeOfKind,
  ThumbnailsSchema,
} from './files';
import { areThumbnailsReady } from './thumbnails';

describe('album files by kind (spec 2 §3)', () => {
  it('names the kinds and their types', () => {
    expect(FILE_KINDS).toEqual(['cover_print', 'vinyl_print', 'label_print', 'sleeve_print']);
    expect(FILE_TYPES_BY_KIND.sleeve_print).toEqual(['disc1', 'disc2']);
    expect(isFileTypeOfKind('cover_print', 'internal')).toBe(true);
    expect(isFileTypeOfKind('cover_print', 'disc1')).toBe(false);
  });

  it('parses a file with its relation params', () => {
    const file = {
      id: 'f1',
      attributes: { title: 'front' },
      meta: {
        media_url: '/m/f1.pdf',
        relation: { params: { type: 'front_disc1', source: 'designer' } },
      },
    };
    expect(AlbumFileSchema.parse(file)).toEqual(file);
    const ftp = {
      ...file,
      meta: { ...file.meta, relation: { params: { type: 'front_disc1', source: 'ftp' } } },
    };
    expect(AlbumFileSchema.safeParse(ftp).success).toBe(false);
  });

  it('knows when every thumbnail is ready', () => {
    const thumbnails = ThumbnailsSchema.parse({
      cover_print: { external: { url: '/t/1.png', ready: true } },
      vinyl_print: { front_disc1: { url: null, ready: false } },
    });
    expect(areThumbnailsReady(thumbnails)).toBe(false);
    expect(areThumbnailsReady({ cover_print: { external: { url: '/t', ready: true } } })).toBe(
      true,
    );
    expect(areThumbnailsReady({})).toBe(true);
  });
});
