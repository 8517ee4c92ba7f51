import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

/**
 * The worker role (issue 20, decision 026): the same app, built with the jobs on and no
 * port — it sends mails, sweeps and checks for the web processes started with JOBS=off.
 * Any number of workers may run; each job runs in one of them.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const app = await buildApp({ config: { ...config, jobs: { ...config.jobs, work: true } } });
  let closing = false;
  // A worker has no port: the queue's timers are unref'd (they must not keep a web process
  // or a test alive), so this keeps the worker running until it is told to stop. Without it
  // a worker that found nothing to do at start simply exited.
  const alive = setInterval(() => undefined, 60_000);
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    clearInterval(alive);
    app.log.info({ signal }, 'worker stopping');
    // Running jobs get their time limit to finish; past it, they are retried elsewhere.
    const timer = setTimeout(() => process.exit(1), 70_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'worker stop failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  await app.ready();
  app.log.info({ engine: app.jobs.queue.engine }, 'worker ready');
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error('The worker could not start:', error);
  process.exit(1);
});
