import { parentPort } from 'node:worker_threads';
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
  const meters = channels.map((channel) =>
    createChannelMeter(
      sampleRate,
      channel,
      count,
      hasLowBand(channel, count)
        ? (band) => {
            const reply: ChannelReply = { id, band, channel };
            parentPort?.postMessage(reply, [band.buffer as ArrayBuffer]);
          }
        : undefined,
    ),
  );
  readWavFramesSync(file, format, (frames) => {
    for (const meter of meters) meter.push(frames);
  });
  const found = meters.map((meter) => meter.finish());
  const transfer = found.flatMap((part) => [part.energies.buffer, part.slices.buffer]);
  const reply: ChannelReply = { id, found };
  parentPort?.postMessage(reply, transfer as ArrayBuffer[]);
}

parentPort?.on('message', (task: ChannelTask) => {
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
