import { startCluster } from './cluster';

/** Starts the two shops, their database, bucket, SMTP sink and proxy; stops them after. */
export default async function globalSetup() {
  const cluster = await startCluster();
  return () => cluster.close();
}
