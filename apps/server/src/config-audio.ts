import { z } from 'zod';

/**
 * Audio analysis settings (issue 19, decision 027). README "Configuration" lists them.
 * Each analysis runs one ffmpeg and a measuring pass of about one core: on a 2-core
 * machine that also serves the shop, one at a time is the default.
 */
export const AudioAnalysisEnvShape = {
  AUDIO_ANALYSIS_CONCURRENCY: z.coerce.number().int().min(0).max(32).default(1),
  AUDIO_ANALYSIS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(7200).default(600),
  /** A system ffmpeg to decode with instead of the one `@ffmpeg-installer/ffmpeg` ships. */
  FFMPEG_PATH: z.string().min(1).optional(),
};

type AudioAnalysisEnv = z.infer<z.ZodObject<typeof AudioAnalysisEnvShape>>;

export interface AudioAnalysisConfig {
  /** 0 turns the analysis off in this process (uploads still queue theirs). */
  concurrency: number;
  timeoutMs: number;
  ffmpegPath: string | undefined;
}

export function toAudioAnalysisConfig(env: AudioAnalysisEnv): AudioAnalysisConfig {
  return {
    concurrency: env.AUDIO_ANALYSIS_CONCURRENCY,
    timeoutMs: env.AUDIO_ANALYSIS_TIMEOUT_SECONDS * 1000,
    ffmpegPath: env.FFMPEG_PATH,
  };
}
