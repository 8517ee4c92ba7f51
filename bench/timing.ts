/** Best time per operation over a few rounds: the least disturbed round on a shared machine. */
export async function timePerOp(
  run: () => Promise<unknown>,
  { rounds, ops }: { rounds: number; ops: number },
): Promise<number> {
  let best = Infinity;
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    for (let op = 0; op < ops; op += 1) await run();
    best = Math.min(best, (performance.now() - started) / ops);
  }
  return best;
}
