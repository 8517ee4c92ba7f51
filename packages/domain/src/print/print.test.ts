import { describe, expect, it } from 'vitest';
import { createDefaultAlbumOptions } from '../albums/defaults';
import { defaultCatalogue } from '../catalogue/default';
import type { AlbumFile } from './files';
import {
  collectPrintFileTypes,
  findMissingPrintItems,
  findOrderBlockers,
  isPreviewReady,
  listMissingPrintParts,
  listRequiredPrintItems,
} from './print';

const single = createDefaultAlbumOptions('12', 1, defaultCatalogue);
const double = createDefaultAlbumOptions('7', 2, defaultCatalogue);
const allPrinted = (options: typeof single) => ({
  ...options,
  vinyl: { ...options.vinyl!, color: 'Picture Disc' },
  label: { ...options.label!, color: 'Printed' },
  innerSleeve: { ...options.innerSleeve!, color: 'Printed' },
});

describe('missing print items (spec 1 §5, spec 2 §5)', () => {
  it('needs the external cover for a printed single cover', () => {
    expect(findMissingPrintItems(single, {})).toEqual([
      { part: 'Cover', kind: 'cover_print', type: 'external' },
    ]);
    expect(findMissingPrintItems(single, { cover_print: ['external'] })).toEqual([]);
  });

  it('needs the internal cover too for a gatefold', () => {
    const gatefold = { ...single, cover: { ...single.cover!, gatefold: 'Yes' as const } };
    expect(findMissingPrintItems(gatefold, { cover_print: ['external'] })).toEqual([
      { part: 'Cover', kind: 'cover_print', type: 'internal' },
    ]);
  });

  it('needs front and back of disc 1 for a picture disc and a printed label, disc1 for a printed sleeve', () => {
    const items = listRequiredPrintItems(allPrinted(single)).map(
      (item) => `${item.kind}:${item.type}`,
    );
    expect(items).toEqual([
      'cover_print:external',
      'vinyl_print:front_disc1',
      'vinyl_print:back_disc1',
      'label_print:front_disc1',
      'label_print:back_disc1',
      'sleeve_print:disc1',
    ]);
  });

  it('needs disc 2 as well for a double', () => {
    const items = listRequiredPrintItems(allPrinted(double)).map(
      (item) => `${item.kind}:${item.type}`,
    );
    expect(items).toEqual([
      'cover_print:external',
      'cover_print:internal',
      'vinyl_print:front_disc1',
      'vinyl_print:back_disc1',
      'vinyl_print:front_disc2',
      'vinyl_print:back_disc2',
      'label_print:front_disc1',
      'label_print:back_disc1',
      'label_print:front_disc2',
      'label_print:back_disc2',
      'sleeve_print:disc1',
      'sleeve_print:disc2',
    ]);
  });

  it('names the parts that miss files, once each', () => {
    const missing = findMissingPrintItems(allPrinted(double), {
      cover_print: ['external', 'internal'],
      sleeve_print: ['disc1', 'disc2'],
    });
    expect(listMissingPrintParts(missing)).toEqual(['Vinyl', 'Label']);
  });

  it('needs nothing when nothing is printed', () => {
    const plain = { ...single, cover: { ...single.cover!, color: 'Black' } };
    expect(listRequiredPrintItems(plain)).toEqual([]);
    expect(listRequiredPrintItems({})).toEqual([]);
  });

  it('reads the file types from the related files', () => {
    const file = (type: AlbumFile['meta']['relation']['params']['type']): AlbumFile => ({
      id: type,
      attributes: { title: type },
      meta: { media_url: `/m/${type}`, relation: { params: { type, source: 'upload' } } },
    });
    expect(
      collectPrintFileTypes({
        cover_print: [file('external')],
        vinyl_print: [file('front_disc1')],
      }),
    ).toEqual({ cover_print: ['external'], vinyl_print: ['front_disc1'] });
  });
});

describe('preview readiness and order blockers (spec 1 §2, §4)', () => {
  const missing = [{ part: 'Cover', kind: 'cover_print', type: 'external' } as const];
  it.each([
    [{ duration: 300, missingPrintItems: [], exceeded: false }, true, []],
    [{ duration: 0, missingPrintItems: [], exceeded: false }, false, ['no_tracks']],
    [
      { duration: 300, missingPrintItems: missing, exceeded: false },
      false,
      ['missing_print_items'],
    ],
    [{ duration: 300, missingPrintItems: [], exceeded: true }, false, ['minutes_exceeded']],
    [
      { duration: 0, missingPrintItems: missing, exceeded: true },
      false,
      ['minutes_exceeded', 'no_tracks', 'missing_print_items'],
    ],
  ])('%j ready: %s, blockers %j', (input, ready, blockers) => {
    expect(isPreviewReady(input)).toBe(ready);
    expect(findOrderBlockers(input)).toEqual(blockers);
  });
});
