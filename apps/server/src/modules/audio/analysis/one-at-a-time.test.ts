import { describe, expect, it } from 'vitest';
import { createOneAtATime } from './one-at-a-time';

/** A piece of work that ends when told to, recording when it started. */
function piece(log: string[], id: string) {
  let finish: () => void = () => undefined;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(`start ${id}`);
      await done;
      log.push(`end ${id}`);
      return id;
    },
    finish: () => finish(),
  };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one at a time', () => {
  it('runs one piece at a time, in order, an urgent or hurried one first', async () => {
    const turns = createOneAtATime();
    const log: string[] = [];
    const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((id) => piece(log, id));
    if (!a || !b || !c || !d || !e) throw new Error('pieces');
    const results = [
      turns.run('a', false, a.work),
      turns.run('b', false, b.work),
      turns.run('c', false, c.work),
      turns.run('d', true, d.work),
      turns.run('e', false, e.work),
    ];
    turns.hurry('e');
    await tick();
    expect(log).toEqual(['start a']);
    for (const current of [a, e, d, b, c]) {
      current.finish();
      await tick();
      await tick();
    }
    expect(await Promise.all(results)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(log.filter((line) => line.startsWith('start'))).toEqual([
      'start a',
      'start e',
      'start d',
      'start b',
      'start c',
    ]);
    expect(log.every((line, index) => index % 2 === 0 || line.startsWith('end'))).toBe(true);
  });

  it('goes on after a piece that fails', async () => {
    const turns = createOneAtATime();
    const failed = turns.run('x', false, () => Promise.reject(new Error('ffmpeg failed')));
    await expect(failed).rejects.toThrow('ffmpeg failed');
    await expect(turns.run('y', false, () => Promise.resolve('y'))).resolves.toBe('y');
  });
});
