import { describe, expect, it } from 'vitest';
import { createFairQueue } from './fair-queue';

/** A task that runs until the test lets it finish, recording when it started. */
function controllable(started: string[]) {
  const finishers = new Map<string, () => void>();
  const task = (name: string) => () =>
    new Promise<string>((resolve) => {
      started.push(name);
      finishers.set(name, () => resolve(name));
    });
  const finish = async (name: string) => {
    finishers.get(name)?.();
    // Let the queue hand the slot on (a few microtask turns).
    for (let turn = 0; turn < 5; turn++) await Promise.resolve();
  };
  return { task, finish };
}

describe('the fair PDF check queue (issue 13 hole 9)', () => {
  it("starts B's task after at most one of A's, however many A queued first", async () => {
    const started: string[] = [];
    const { task, finish } = controllable(started);
    const queue = createFairQueue({ concurrency: 1, perOwner: 1 });
    const results = ['a1', 'a2', 'a3', 'a4'].map((name) => queue.run('A', task(name)));
    const b = queue.run('B', task('b1'));
    expect(started).toEqual(['a1']);
    expect(queue.waiting).toBe(4);

    await finish('a1');
    expect(started).toEqual(['a1', 'b1']);
    await finish('b1');
    await expect(b).resolves.toBe('b1');
    for (const name of ['a2', 'a3', 'a4']) await finish(name);
    expect(started).toEqual(['a1', 'b1', 'a2', 'a3', 'a4']);
    await expect(Promise.all(results)).resolves.toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('takes turns between three owners, one task each per turn', async () => {
    const started: string[] = [];
    const { task, finish } = controllable(started);
    const queue = createFairQueue({ concurrency: 1, perOwner: 1 });
    for (const name of ['a1', 'a2', 'a3']) void queue.run('A', task(name));
    for (const name of ['b1', 'b2']) void queue.run('B', task(name));
    void queue.run('C', task('c1'));
    for (const name of ['a1', 'b1', 'c1', 'a2', 'b2', 'a3']) await finish(name);
    expect(started).toEqual(['a1', 'b1', 'c1', 'a2', 'b2', 'a3']);
  });

  it('runs at most perOwner tasks of one owner even with free slots', async () => {
    const started: string[] = [];
    const { task, finish } = controllable(started);
    const queue = createFairQueue({ concurrency: 3, perOwner: 1 });
    for (const name of ['a1', 'a2', 'a3']) void queue.run('A', task(name));
    void queue.run('B', task('b1'));
    await finish('nothing');
    expect(started).toEqual(['a1', 'b1']);
    await finish('a1');
    expect(started).toEqual(['a1', 'b1', 'a2']);
  });

  it('passes a failure to its caller and goes on with the next task', async () => {
    const queue = createFairQueue({ concurrency: 1, perOwner: 1 });
    const failed = queue.run('A', () => Promise.reject(new Error('bomb')));
    const thrown = queue.run('A', () => {
      throw new Error('sync');
    });
    const next = queue.run('B', () => Promise.resolve('ok'));
    await expect(failed).rejects.toThrow('bomb');
    await expect(thrown).rejects.toThrow('sync');
    await expect(next).resolves.toBe('ok');
  });
});
