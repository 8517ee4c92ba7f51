// A PostgreSQL database for a benchmark, thrown away afterwards: a new database on the
// server BENCH_DATABASE_URL names, or else a cluster of its own (the tests' helper).
import { startCluster, throwawayPostgres } from '../apps/server/test/support/own-postgres';

export { startCluster };

export function benchPostgres(adminUrl?: string) {
  return throwawayPostgres(adminUrl, { prefix: 'bench', urlName: 'BENCH_DATABASE_URL' });
}
