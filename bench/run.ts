// `npm run bench`: each benchmark prints a ratio against a baseline measured in
// the same run, because the machines are shared and noisy.
import { adminBoardBench } from './admin-board.bench';
import { apiBench } from './api.bench';
import { audioAnalysisBench } from './audio-analysis.bench';
import { designPdfBench } from './design-pdf.bench';
import { sessionLookupBench } from './session-lookup.bench';
import { signInBench } from './sign-in.bench';
import { thumbnailBench } from './thumbnail.bench';
import { twoServersLoadBench } from './two-servers-load.bench';
import { uploadBench } from './upload.bench';

export interface BenchResult {
  name: string;
  baseline: string;
  baselineMs: number;
  subjectMs: number;
  /** Printed instead of the per-operation line (throughput benchmarks). */
  summary?: string;
}

const benches = [
  sessionLookupBench,
  signInBench,
  uploadBench,
  thumbnailBench,
  designPdfBench,
  adminBoardBench,
  audioAnalysisBench,
  apiBench,
  twoServersLoadBench,
];

for (const bench of benches) {
  const result = await bench();
  const ratio = result.subjectMs / result.baselineMs;
  if (result.summary) {
    console.log(result.summary);
    continue;
  }
  console.log(
    `${result.name}: ${result.subjectMs.toFixed(3)} ms vs ${result.baseline} ${result.baselineMs.toFixed(3)} ms per op → ratio ${ratio.toFixed(2)}`,
  );
}
