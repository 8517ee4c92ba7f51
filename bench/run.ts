// `npm run bench`: each benchmark prints a ratio against a baseline measured in
// the same run, because the machines are shared and noisy.
import { sessionLookupBench } from './session-lookup.bench';
import { signInBench } from './sign-in.bench';

export interface BenchResult {
  name: string;
  baseline: string;
  baselineMs: number;
  subjectMs: number;
}

const benches = [sessionLookupBench, signInBench];

for (const bench of benches) {
  const result = await bench();
  const ratio = result.subjectMs / result.baselineMs;
  console.log(
    `${result.name}: ${result.subjectMs.toFixed(3)} ms vs ${result.baseline} ${result.baselineMs.toFixed(3)} ms per op → ratio ${ratio.toFixed(2)}`,
  );
}
