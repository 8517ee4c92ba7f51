import { describe, expect, it, vi } from 'vitest';
import { UploadFailure, type UploadTransport } from '../../../shared/upload';
import { TrackUploader, type SideRef } from './track-uploader';

/** A transport whose uploads the test finishes by hand, in any order. */
function fakeTransport() {
  const sent: {
    name: string;
    sha256: string;
    finish: (id: string) => void;
    fail: (failure: UploadFailure) => void;
    progress: (fraction: number) => void;
  }[] = [];
  const transport: UploadTransport = {
    send(file, sha256, onProgress) {
      let finish!: (id: string) => void;
      let fail!: (failure: UploadFailure) => void;
      const done = new Promise<string>((resolve, reject) => {
        finish = resolve;
        fail = reject;
      });
      sent.push({ name: file.name, sha256, finish, fail, progress: onProgress });
      return { done, cancel: () => fail(new UploadFailure('cancelled', '', false)) };
    },
    destroy: vi.fn(),
  };
  return { transport, sent };
}

const sideA: SideRef = { vinylId: 'v1', side: 'a' };
const file = (name: string) => new File(['x'], name, { type: 'audio/wav' });
const facts = { duration: 10, sampleRate: 44_100 };
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp(storage?: Storage) {
  const { transport, sent } = fakeTransport();
  const attached: string[] = [];
  const discarded: string[] = [];
  const attach = vi.fn(async (_ref: SideRef, id: string) => {
    if (id.startsWith('refused')) throw { code: 'side_minutes_exceeded', title: 'Too long' };
    attached.push(id);
  });
  const uploader = new TrackUploader({
    transport: () => transport,
    attach,
    discard: async (id) => {
      discarded.push(id);
    },
    hash: async () => 'f'.repeat(64),
    storage,
  });
  return { uploader, sent, attached, discarded };
}

describe('track uploader', () => {
  it('dismisses a file waiting behind a slower one without an unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', note);
    try {
      const { uploader, sent, attached } = setUp();
      uploader.add(file('one.wav'), sideA, facts);
      uploader.add(file('two.wav'), sideA, facts);
      await settle();
      const second = uploader.getSnapshot().find((item) => item.name === 'two.wav');
      uploader.dismiss(second?.key ?? '');
      await settle();
      await settle();
      expect(unhandled).toEqual([]);
      sent[0]?.finish('audio-1');
      await settle();
      expect(attached).toEqual(['audio-1']);
      expect(uploader.getSnapshot()).toEqual([]);
    } finally {
      process.off('unhandledRejection', note);
    }
  });

  it('puts files on their side in the order they were dropped, whichever finishes first', async () => {
    const { uploader, sent, attached } = setUp();
    uploader.add(file('one.wav'), sideA, facts);
    uploader.add(file('two.wav'), sideA, facts);
    await settle();
    expect(sent.map((item) => [item.name, item.sha256])).toEqual([
      ['one.wav', 'f'.repeat(64)],
      ['two.wav', 'f'.repeat(64)],
    ]);
    sent[1]?.progress(0.5);
    expect(uploader.getSnapshot().map((item) => [item.name, item.status, item.progress])).toEqual([
      ['one.wav', 'uploading', 0],
      ['two.wav', 'uploading', 0.5],
    ]);
    sent[1]?.finish('audio-2');
    await settle();
    expect(attached).toEqual([]);
    sent[0]?.finish('audio-1');
    await settle();
    expect(attached).toEqual(['audio-1', 'audio-2']);
    expect(uploader.getSnapshot()).toEqual([]);
  });

  it('keeps a dropped connection on screen to retry, and goes on after it', async () => {
    const { uploader, sent, attached } = setUp();
    uploader.add(file('one.wav'), sideA, facts);
    uploader.add(file('two.wav'), sideA, facts);
    await settle();
    sent[0]?.fail(new UploadFailure('network_error', '', true));
    sent[1]?.finish('audio-2');
    await settle();
    expect(attached).toEqual(['audio-2']);
    const [failed] = uploader.getSnapshot();
    expect(failed).toMatchObject({ name: 'one.wav', status: 'failed' });
    expect(failed?.failure?.retryable).toBe(true);

    uploader.retry(failed?.key ?? '');
    await settle();
    expect(sent).toHaveLength(3);
    sent[2]?.finish('audio-1');
    await settle();
    expect(attached).toEqual(['audio-2', 'audio-1']);
  });

  it('deletes an upload the side refuses, and says why', async () => {
    const { uploader, sent, discarded } = setUp();
    uploader.add(file('long.wav'), sideA, facts);
    await settle();
    sent[0]?.finish('refused-1');
    await settle();
    expect(discarded).toEqual(['refused-1']);
    expect(uploader.getSnapshot()[0]?.failure).toMatchObject({
      code: 'side_minutes_exceeded',
      title: 'Too long',
      retryable: false,
    });
  });

  it('forgets a dismissed upload and deletes what it made', async () => {
    const { uploader, sent, discarded } = setUp();
    uploader.add(file('one.wav'), sideA, facts);
    await settle();
    const [upload] = uploader.getSnapshot();
    uploader.dismiss(upload?.key ?? '');
    expect(uploader.getSnapshot()).toEqual([]);
    sent[0]?.finish('audio-1');
    await settle();
    expect(discarded).toEqual([]);
  });

  it('remembers an upload a reload cut off, until it is put on its side', async () => {
    const first = setUp(localStorage);
    const master = new File(['x'], 'master.wav', { type: 'audio/wav', lastModified: 1000 });
    first.uploader.add(master, sideA, facts);
    await settle();
    first.uploader.destroy();

    // The page is reloaded: the new page knows what did not finish.
    const second = setUp(localStorage);
    expect(second.uploader.getUnfinished()).toEqual([
      { name: 'master.wav', size: 1, lastModified: 1000, vinylId: 'v1', side: 'a' },
    ]);
    second.uploader.add(master, sideA, facts);
    await settle();
    second.sent[0]?.finish('audio-1');
    await settle();
    expect(second.attached).toEqual(['audio-1']);
    expect(second.uploader.getUnfinished()).toEqual([]);
    expect(setUp(localStorage).uploader.getUnfinished()).toEqual([]);
  });
});
