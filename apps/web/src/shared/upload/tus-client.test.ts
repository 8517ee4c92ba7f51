import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GrantCache } from './upload-grant';

// Uppy itself is exercised by the journeys (a real tus upload in Chromium); here, what the
// page's client does while Uppy's code is still on its way (decision 062).
const uppy = vi.hoisted(() => ({
  failNext: 0,
  gate: Promise.resolve(),
  made: 0,
  sends: [] as string[],
  cancels: [] as string[],
  destroyed: 0,
}));

function fakeUppy() {
  uppy.made += 1;
  return {
    send: (file: File) => {
      uppy.sends.push(file.name);
      return {
        done: Promise.resolve(`object-${file.name}`),
        cancel: () => uppy.cancels.push(file.name),
      };
    },
    destroy: () => (uppy.destroyed += 1),
  };
}

vi.mock('./uppy-transport', async () => {
  await uppy.gate;
  return { createUppyTransport: fakeUppy };
});

const grants = {} as GrantCache;
const file = (name: string) => new File(['x'], name);
const noProgress = () => undefined;

async function freshClient() {
  vi.resetModules();
  return import('./tus-client');
}

describe('the upload client while Uppy loads', () => {
  beforeEach(() => {
    Object.assign(uppy, { failNext: 0, gate: Promise.resolve(), made: 0, destroyed: 0 });
    uppy.sends = [];
    uppy.cancels = [];
  });

  it('sends a file given before Uppy arrived once it is here, through one Uppy', async () => {
    let open!: () => void;
    uppy.gate = new Promise((resolve) => (open = resolve));
    const { createTusTransport } = await freshClient();
    const transport = createTusTransport(grants);
    const first = transport.send(file('a.wav'), 'sha', noProgress);
    const second = transport.send(file('b.wav'), 'sha', noProgress);
    expect(uppy.sends).toEqual([]);
    open();
    await expect(first.done).resolves.toBe('object-a.wav');
    await expect(second.done).resolves.toBe('object-b.wav');
    expect(uppy.made).toBe(1);
  });

  it('never sends a file cancelled before Uppy arrived', async () => {
    let open!: () => void;
    uppy.gate = new Promise((resolve) => (open = resolve));
    const { createTusTransport } = await freshClient();
    const sent = createTusTransport(grants).send(file('a.wav'), 'sha', noProgress);
    sent.cancel();
    open();
    await expect(sent.done).rejects.toMatchObject({ code: 'cancelled', retryable: false });
    expect(uppy.sends).toEqual([]);
  });

  it('passes a cancel on to Uppy once the file is with it', async () => {
    const { createTusTransport } = await freshClient();
    const sent = createTusTransport(grants).send(file('a.wav'), 'sha', noProgress);
    await sent.done;
    sent.cancel();
    expect(uppy.cancels).toEqual(['a.wav']);
  });

  it('destroys an Uppy that arrives after the page went', async () => {
    let open!: () => void;
    uppy.gate = new Promise((resolve) => (open = resolve));
    const { createTusTransport } = await freshClient();
    createTusTransport(grants).destroy();
    open();
    await vi.waitFor(() => expect(uppy.destroyed).toBe(1));
  });

  it('fails a file with a retryable network error when Uppy cannot load, and loads it again for the next', async () => {
    uppy.failNext = 1;
    vi.doMock('./uppy-transport', async () => {
      if (uppy.failNext > 0) {
        uppy.failNext -= 1;
        throw new TypeError('Failed to fetch dynamically imported module');
      }
      return { createUppyTransport: fakeUppy };
    });
    const { createTusTransport } = await freshClient();
    const transport = createTusTransport(grants);
    const first = transport.send(file('a.wav'), 'sha', noProgress);
    await expect(first.done).rejects.toMatchObject({ code: 'network_error', retryable: true });
    const again = transport.send(file('a.wav'), 'sha', noProgress);
    await expect(again.done).resolves.toBe('object-a.wav');
  });
});
