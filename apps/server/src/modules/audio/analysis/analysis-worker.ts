import { type MessagePort, parentPort, receiveMessageOnPort } from 'node:worker_threads';
import type { ChannelReply, ChannelTask } from './analysis-threads';
import { createChannelMeter } from './channel-meter';
import { hasLowBand } from './pcm-analyser';
import { readWavFramesSync } from './wav-pcm';

/**
 * An audio analysis thread (decision 041): it reads a WAV file's samples itself and
 * measures the channels it is given, sending each low band piece as it is made (the other
 * thread's channel is correlated with it) and its channels' findings at the end.
 */
function measure({ id, file, format, channels }: ChannelTask): void {
  const { sampleRate, channels: count } = format.info;
  const senders = channels.map((channel) => lowBandSender(id, channel));
  const meters = channels.map((channel, index) =>
    createChannelMeter(
      sampleRate,
      channel,
      count,
      hasLowBand(channel, count) ? senders[index]?.add : undefined,
    ),
  );
  // One channel (a stereo file's thread): the samples are read into its meter's memory.
  const only = meters.length === 1 ? meters[0] : undefined;
  readWavFramesSync(
    file,
    format,
    (frames) => {
      for (const meter of meters) meter.push(frames);
    },
    only?.inputBytes,
  );
  const found = meters.map((meter) => meter.finish());
  for (const sender of senders) sender.flush();
  const transfer = found.flatMap((part) => [part.energies.buffer, part.slices.buffer]);
  const reply: ChannelReply = { id, found };
  parentPort?.postMessage(reply, transfer as ArrayBuffer[]);
}

/** About 16 s of low band a message (at ~4 kHz): a message per chunk cost more than its work. */
const BAND_MESSAGE = 1 << 16;
/** Room for a message's worth and one more chunk's piece (a chunk is at most 65,536 frames). */
const BAND_ROOM = BAND_MESSAGE + (1 << 16) + 16;

/**
 * Where the main thread sends back the memory of the low band pieces it has measured
 * (decision 052): a new 512 KB array per message, handed over and freed in the other
 * thread, cost both threads more than the rest of the hand-over (~20–40 ms a file).
 */
let returns: MessagePort | undefined;
const spare: ArrayBuffer[] = [];

function room(): Float32Array<ArrayBuffer> {
  for (let back = returns && receiveMessageOnPort(returns); back;) {
    spare.push(back.message as ArrayBuffer);
    back = receiveMessageOnPort(returns as MessagePort);
  }
  const buffer = spare.pop();
  return buffer ? new Float32Array(buffer) : new Float32Array(BAND_ROOM);
}

function lowBandSender(id: number, channel: number) {
  /** The message being filled, taken when its first piece comes. */
  let held: Float32Array<ArrayBuffer> | undefined;
  let size = 0;
  const flush = () => {
    if (!held || size === 0) return;
    const band = new Float32Array(held.buffer, 0, size);
    held = undefined;
    size = 0;
    const reply: ChannelReply = { id, band, channel };
    parentPort?.postMessage(reply, [band.buffer]);
  };
  return {
    /** Copies a piece (a view of the meter's memory, valid until its next chunk). */
    add(band: Float32Array): void {
      held ??= room();
      held.set(band, size);
      size += band.length;
      if (size >= BAND_MESSAGE) flush();
    },
    flush,
  };
}

parentPort?.on('message', (task: ChannelTask | { returns: MessagePort }) => {
  if ('returns' in task) {
    returns = task.returns;
    return;
  }
  try {
    measure(task);
  } catch (error) {
    const reply: ChannelReply = {
      id: task.id,
      error: error instanceof Error ? error.message : String(error),
    };
    parentPort?.postMessage(reply);
  }
});
parentPort?.postMessage({ ready: true });
