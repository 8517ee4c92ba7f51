import { describe, expect, it, vi } from 'vitest';
import { createAltchaEngine, type AltchaWidget } from './altcha-engine';
import { BotCheckUnavailableError } from './engine';

/** A stand-in for `<altcha-widget>` that solves when told to, like the real one. */
function fakeWidget(solutions: string[]) {
  const element = document.createElement('div') as unknown as AltchaWidget & { state: string };
  element.state = 'unverified';
  const emit = (type: string, detail: object) =>
    element.dispatchEvent(new CustomEvent(type, { detail }));
  element.getState = () => element.state;
  element.reset = vi.fn(() => {
    element.state = 'unverified';
  });
  element.verify = vi.fn(async () => {
    const payload = solutions.shift();
    if (!payload) {
      element.state = 'error';
      emit('statechange', { state: 'error' });
      return null;
    }
    element.state = 'verified';
    emit('verified', { payload });
    return { payload };
  });
  return { element, emit };
}

/** Starts the engine and lets the widget announce it has loaded, as the real one does. */
function start(
  element: AltchaWidget,
  onUnavailable = vi.fn(),
  container = document.createElement('div'),
) {
  const engine = createAltchaEngine(element, container, '/api/altcha/challenge', { onUnavailable });
  element.dispatchEvent(new Event('load'));
  return engine;
}

describe('the invisible ALTCHA engine', () => {
  it('mounts an invisible widget inside the given container and starts solving on load', async () => {
    const { element } = fakeWidget(['first']);
    const container = document.createElement('div');
    await start(element, vi.fn(), container);
    expect(container.contains(element)).toBe(true);
    expect(element.getAttribute('challenge')).toBe('/api/altcha/challenge');
    expect(element.getAttribute('display')).toBe('invisible');
    expect(element.verify).toHaveBeenCalledTimes(1);
  });

  it('hands out the solution found on load once, then solves again for the next request', async () => {
    const { element } = fakeWidget(['first', 'second']);
    const engine = await start(element);
    expect(await engine.solve()).toBe('first');
    await vi.waitFor(() => expect(element.verify).toHaveBeenCalledTimes(2));
    expect(await engine.solve()).toBe('second');
  });

  it('waits for the solution being worked out instead of starting another (issue 18)', async () => {
    const { element } = fakeWidget([]);
    let finish: (payload: string) => void = () => undefined;
    element.verify = vi.fn(
      () =>
        new Promise<{ payload: string }>((resolve) => {
          finish = (payload) => resolve({ payload });
        }),
    );
    const engine = await start(element);
    // The form is sent while the solve that began on load is still running.
    const solved = engine.solve();
    await Promise.resolve();
    expect(element.verify).toHaveBeenCalledTimes(1);
    finish('worked-out');
    expect(await solved).toBe('worked-out');
    // One verify for that solution; the next begins only after it was handed out.
    await vi.waitFor(() => expect(element.verify).toHaveBeenCalledTimes(2));
  });

  it('says it is unavailable when solving fails, and refuses to hand out nothing', async () => {
    const onUnavailable = vi.fn();
    const { element } = fakeWidget([]);
    const engine = await start(element, onUnavailable);
    await expect(engine.solve()).rejects.toBeInstanceOf(BotCheckUnavailableError);
    expect(onUnavailable).toHaveBeenCalledWith(true);
  });

  it('solves a new challenge when the previous one expires, and forgets the old solution', async () => {
    const { element, emit } = fakeWidget(['stale', 'fresh']);
    const engine = await start(element);
    await vi.waitFor(() => expect(element.verify).toHaveBeenCalledTimes(1));
    emit('expired', {});
    await vi.waitFor(() => expect(element.verify).toHaveBeenCalledTimes(2));
    expect(await engine.solve()).toBe('fresh');
  });

  it('removes the widget when the form goes away', async () => {
    const { element } = fakeWidget([]);
    const container = document.createElement('div');
    const engine = await start(element, vi.fn(), container);
    engine.destroy();
    expect(container.contains(element)).toBe(false);
  });
});
