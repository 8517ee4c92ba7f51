import { describe, expect, it } from 'vitest';
import { buildCueRows, cueSheetCsv, type CueDisc } from '../src/modules/production-pack/cue-sheet';
import {
  albumFolders,
  audioBaseName,
  extensionOf,
  printFileName,
  safeName,
  withExtension,
} from '../src/modules/production-pack/pack-names';

/** Issue 17 production pack: the names inside the zip and the cue sheet's arithmetic. */
describe('production pack names', () => {
  it.each([
    ['cover_print', 'external', 'cover-external.pdf'],
    ['cover_print', 'internal', 'cover-internal.pdf'],
    ['label_print', 'front_disc1', 'label-side-A.pdf'],
    ['label_print', 'back_disc1', 'label-side-B.pdf'],
    ['label_print', 'front_disc2', 'label-side-C.pdf'],
    ['label_print', 'back_disc2', 'label-side-D.pdf'],
    ['vinyl_print', 'front_disc2', 'picture-disc-side-C.pdf'],
    ['vinyl_print', 'back_disc1', 'picture-disc-side-B.pdf'],
    ['sleeve_print', 'disc1', 'inner-sleeve-disc-1.pdf'],
    ['sleeve_print', 'disc2', 'inner-sleeve-disc-2.pdf'],
    ['pdf_to_print', 'print', 'album-print.pdf'],
  ])('names %s/%s %s', (kind, type, name) => {
    expect(printFileName(kind, type)).toBe(name);
  });

  it.each([
    ['AC/DC: Live?', 'AC-DC- Live-'],
    ['  ..Hidden.  ', 'Hidden'],
    ['a<b>c|d*e"f\\g', 'a-b-c-d-e-f-g'],
    ['tab\there\nnew line', 'tab here new line'],
    ['CON', 'CON_'],
    ['nul.txt', 'nul.txt_'],
    ['', 'Untitled'],
    ['///', '---'],
    ['...', 'Untitled'],
    ['Été ☂ 東京', 'Été ☂ 東京'],
  ])('makes %j the file name %j', (title, name) => {
    expect(safeName(title)).toBe(name);
  });

  it('caps long names at 100 characters, counting characters not bytes', () => {
    expect([...safeName('☂'.repeat(300))]).toHaveLength(100);
  });

  it('keeps a real extension only', () => {
    expect(extensionOf('Master.WAV')).toBe('.wav');
    expect(extensionOf('a.b.flac')).toBe('.flac');
    expect(extensionOf('no extension')).toBe('');
    expect(extensionOf('odd.ext/../x')).toBe('');
  });

  it('names audio by side letter and place, with the file extension once', () => {
    expect(audioBaseName('C', 12, 'Intro / Outro')).toBe('C12 Intro - Outro');
    expect(withExtension('A1 Intro', '.wav')).toBe('A1 Intro.wav');
    expect(withExtension('A1 take 3.WAV', '.wav')).toBe('A1 take 3.WAV');
    expect(withExtension('A1 take 3.wav', '.flac')).toBe('A1 take 3.wav.flac');
    expect(withExtension('A1 Intro', '')).toBe('A1 Intro');
  });

  it('puts one album at the top and several in folders named by title, repeats numbered', () => {
    expect(albumFolders(['Only'])).toEqual(['']);
    expect(albumFolders(['Rain', 'rain', null, 'Rain (2)', 'A/B'])).toEqual([
      'Rain/',
      'rain (2)/',
      'Album/',
      'Rain (2) (2)/',
      'A-B/',
    ]);
  });
});

describe('production pack cue sheet', () => {
  const track = (id: string, duration: number, title = id) => ({
    id,
    title,
    artist: null,
    duration,
  });
  const discs: CueDisc[] = [
    {
      disc: 1,
      sides: [
        { side: 'a', tracks: [track('a1', 61.5), track('a2', 30), track('a3', 10)] },
        { side: 'b', tracks: [track('b1', 125)] },
      ],
    },
    {
      disc: 2,
      sides: [
        { side: 'a', tracks: [] },
        { side: 'b', tracks: [track('d1', 5)] },
      ],
    },
  ];

  it('times each side from its own start, with the gap before every track but the first', () => {
    const rows = buildCueRows(discs, 2);
    expect(rows.map((row) => [row.side, row.position, row.start, row.gap])).toEqual([
      ['A', 1, 0, 0],
      ['A', 2, 63.5, 2],
      ['A', 3, 95.5, 2],
      ['B', 1, 0, 0],
      ['D', 1, 0, 0],
    ]);
    expect(buildCueRows(discs, 0)[2]?.start).toBe(91.5);
  });

  it('writes CSV with a header, quoting and no formulas', () => {
    const rows = buildCueRows(
      [
        {
          disc: 1,
          sides: [
            {
              side: 'a',
              tracks: [track('x', 61.5, 'Hello, "World"'), track('y', 5, '+1 (live)')],
            },
          ],
        },
      ],
      2,
    );
    expect(cueSheetCsv(rows)).toBe(
      '\uFEFFside,position,title,duration,start,gap_seconds\r\n' +
        'A,1,"Hello, ""World""",01:01,00:00,0\r\n' +
        "A,2,'+1 (live),00:05,01:03,2\r\n",
    );
  });
});
