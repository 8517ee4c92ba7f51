import type { SecureServerOptions } from 'node:http2';
import fastifyCookie from '@fastify/cookie';
import Fastify, {
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { HelmetOptions } from 'helmet';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { isLoopbackOrigin } from './config-payments';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database';
import { registerApiDocsPage, registerApiDocument } from './http/api-docs';
import { registerCompression } from './http/compression';
import { registerCsrf } from './http/csrf';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler';
import { createHtmlPage } from './http/html-page';
import { registerHttp2Support } from './http/http2';
import { serializeRequest } from './http/log-redaction';
import { registerNulGuard } from './http/nul-guard';
import { createPageSession } from './http/page-session';
import { registerRateLimits } from './http/rate-limit-store';
import { registerRequestContext } from './http/request-context';
import { OneLineRequestLog } from './http/request-log';
import {
  apiSecurityHeaders,
  registerSecurityHeaders,
  securityHeaders,
} from './http/security-headers';
import { registerWebApp } from './http/web-app';
import { createJobQueue } from './jobs';
import type { AppJobs } from './jobs/jobs';
import { createAdminModule } from './modules/admin';
import { createAdminBoardModule } from './modules/admin-board';
import { createAlbumsModule } from './modules/albums';
import { createAudioModule } from './modules/audio';
import { createAuditService } from './modules/audit';
import { createAuthModule, signInProviders } from './modules/auth';
import { createCatalogueModule } from './modules/catalogue';
import { createDesignImagesModule } from './modules/design-images';
import { createDesignsModule } from './modules/designs';
import { createFilesModule } from './modules/files';
import { createHealthModule, HEALTH_PATH } from './modules/health';
import { createMailModule } from './modules/mail';
import { createOrdersModule } from './modules/orders';
import { createProductionModule } from './modules/production';
import { createProductionPackModule } from './modules/production-pack';
import { createSummaryModule } from './modules/summary';
import { createUploadsModule } from './modules/uploads';
import { createUsersService } from './modules/users';
import { createVinylsModule } from './modules/vinyls';
import { openFileStorage } from './storage/open-storage';

/** What every module returns (decision 018): app.ts only lists them. */
interface AppModule {
  routes?: FastifyPluginAsync;
  pages?: FastifyPluginAsync;
  start?: () => Promise<void>;
  /**
   * After the queue started, in a process that works jobs: sends the jobs of work left
   * from before it was done by jobs (thumbnails, analyses pending with no job).
   */
  resume?: () => Promise<unknown>;
  close?: () => Promise<void>;
}

export interface BuildOptions {
  config: Config;
  clock?: Clock;
  /** An already opened database (tests); otherwise opened from the config. */
  database?: DatabaseHandle;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests that read the log). */
  logStream?: { write(line: string): void };
}

const JSON_API = 'application/vnd.api+json';

/** Builds the whole app without listening: server.ts listens, tests inject. */
export async function buildApp(options: BuildOptions): Promise<FastifyInstance> {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const database =
    options.database ??
    openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: `${config.dataDir}/shop.db` });
  await migrateToLatest(database.db);
  // Server pages (payment links, errors shown to a browser) in the web app's look.
  const htmlPage = createHtmlPage(config.webDistDir);

  const serverOptions = {
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Mailed tokens and OAuth codes travel in query strings: never log them.
            serializers: { req: serializeRequest },
            ...(options.logStream && { stream: options.logStream }),
          },
    // A load balancer's ask every second is no line in the log, unless it fails (decision 055).
    logController: new OneLineRequestLog({ quietPaths: [HEALTH_PATH] }),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrors(htmlPage),
    clientErrorHandler,
  } satisfies FastifyServerOptions;
  const app = createServer(config, serverOptions);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON only; text/plain bodies are refused with a 415.
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(
    JSON_API,
    { parseAs: 'string' },
    app.getDefaultJsonParser('error', 'error'),
  );
  app.addHook('onClose', () => database.destroy());

  // The modules, each created from plain values and the services of those before it
  // (decision 018). A module registers what hangs off an album and the kinds of upload it
  // takes as it is created: vinyls' discs, then audio's track lists, then files.
  const { db } = database;
  // One file store for every module: the disk, or the bucket of STORAGE_URL (issue 20).
  const storage = openFileStorage(config.storage);
  app.log.info(`Files stored in ${storage.where}`);
  app.addHook('onClose', () => storage.close());
  const base = { db, config, clock, log: app.log, storage };
  // The job queue (issue 20): pg-boss on PostgreSQL, in-process on SQLite; JOBS=off sends only.
  const jobs = createJobQueue(database, config.jobs, app.log);
  const mail = createMailModule({ ...base, jobs });
  const users = createUsersService(db);
  // The back-office's log of admin actions (issue 17): every admin area records through it.
  const audit = createAuditService({ db, clock });
  const auth = await createAuthModule({ ...base, database, users, mail: mail.service });
  const catalogue = await createCatalogueModule({ ...base, audit });
  const albums = createAlbumsModule({
    ...base,
    dialect: database.dialect,
    catalogue: catalogue.service,
  });
  const vinyls = createVinylsModule({
    ...base,
    albums: albums.service,
    catalogue: catalogue.service,
  });
  const uploads = createUploadsModule({ ...base, jobs });
  const audio = createAudioModule({
    ...base,
    jobs,
    albums: albums.service,
    vinyls: vinyls.service,
    catalogue: catalogue.service,
    uploads: uploads.service,
  });
  const files = createFilesModule({
    ...base,
    jobs,
    albums: albums.service,
    catalogue: catalogue.service,
    uploads: uploads.service,
  });
  const designImages = createDesignImagesModule({ ...base, uploads: uploads.service });
  const designs = createDesignsModule({
    ...base,
    albums: albums.service,
    audio: audio.service,
    catalogue: catalogue.service,
    files: files.service,
    images: designImages.service,
  });
  const summary = createSummaryModule({
    ...base,
    albums: albums.service,
    audio: audio.service,
    catalogue: catalogue.service,
    files: files.service,
    designs: designs.service,
  });
  const orders = await createOrdersModule({
    ...base,
    albums: albums.service,
    audio: audio.service,
    catalogue: catalogue.service,
    files: files.service,
    htmlPage,
    outbox: mail.service,
  });
  const admin = await createAdminModule({
    ...base,
    users,
    audit,
    orders: orders.service,
    auth: auth.service,
  });
  // A page's security headers, and the API's fewer (decision 064). /api/health is beside the
  // shop's context and sets the API's itself (decision 055).
  const pageHeaders = securityHeaders(securityOptions(config));
  const apiHeaders = apiSecurityHeaders(pageHeaders);
  const health = createHealthModule({ database, headers: apiHeaders });
  const modules: AppModule[] = [
    mail,
    auth,
    albums,
    vinyls,
    audio,
    uploads,
    files,
    designImages,
    designs,
    summary,
    orders,
    admin,
    createAdminBoardModule({ ...base, audit, catalogue: catalogue.service, auth: auth.service }),
    createProductionModule({
      ...base,
      orders: orders.service,
      albums: albums.service,
      files: files.service,
      summary: summary.service,
      users,
      audit,
      outbox: mail.service,
    }),
    createProductionPackModule({
      ...base,
      orders: orders.service,
      summary: summary.service,
      files: files.service,
      audio: audio.service,
      audit,
    }),
    catalogue,
  ];
  app.decorate('jobs', {
    uploadsCleanup: uploads.cleanup,
    filesCleanup: files.cleanup,
    queue: jobs,
  } satisfies AppJobs);
  for (const module of modules) {
    const { start, close } = module;
    if (start) app.addHook('onReady', start);
    if (close) app.addHook('onClose', close);
  }
  // After the modules' start (they define their jobs); stopped before their close.
  app.addHook('onReady', async () => {
    await jobs.start(config.jobs.work);
    if (!config.jobs.work) return;
    for (const { resume } of modules) await resume?.();
  });
  app.addHook('onClose', () => jobs.stop());

  registerErrorHandler(app, htmlPage);
  // The OpenAPI collector hooks the root, so it documents the routes of both contexts below.
  await registerApiDocument(app);
  // Decision 055: the shop's hooks (cookies, compression, session, CSRF, NUL guard, security
  // headers, rate limits) in one context without fastify-plugin, so that they wrap the shop's
  // routes, its pages and its not-found answers, and not /api/health beside it. Fastify
  // attaches a context's hooks to every route of that context (decision 054).
  await app.register(async (shop) => {
    // First: an answer made by a later hook's error (CSRF's 403) carries them too.
    registerSecurityHeaders(shop, { page: pageHeaders, api: apiHeaders });
    await shop.register(fastifyCookie);
    // Before every route: it hooks the routes declared after it (issue 18).
    registerCompression(shop);
    registerRequestContext(shop, auth.service);
    registerCsrf(shop);
    registerNulGuard(shop);
    // Counters in the database: every server of the shop counts together (issue 20).
    await registerRateLimits(shop, db, jobs);
    // Swagger UI, whose Try it out sends the CSRF header (issue 17).
    await registerApiDocsPage(shop);
    await shop.register(
      async (api) => {
        for (const module of modules) if (module.routes) await api.register(module.routes);
      },
      { prefix: '/api' },
    );
    for (const module of modules) if (module.pages) await shop.register(module.pages);
    // Its not-found handler answers every unknown path, with this context's hooks.
    await registerWebApp(shop, config.webDistDir, htmlPage, {
      configToken: catalogue.configToken,
      signInProviders: signInProviders(config.accounts),
      pageSession: createPageSession({ auth: auth.service, countAlbums: albums.service.countMine }),
    });
  });
  await app.register(health.routes, { prefix: '/api' });
  return app;
}

/**
 * Plain HTTP/1.1, or with a certificate HTTPS on the same port (decision 060): HTTP/2 for
 * browsers (one multiplexed connection instead of six queued ones) and HTTP/1.1 still
 * answered (ALPN) for old clients, tools and health checks.
 */
function createServer(config: Config, options: FastifyServerOptions): FastifyInstance {
  if (!config.tls) return Fastify(options);
  const { key, cert } = config.tls;
  // The one cast: the shop keeps FastifyInstance's default (HTTP/1) types everywhere, for its
  // options (the error handlers) and for the instance. Node's compatibility API gives an
  // HTTP/2 stream a request and a response shaped like IncomingMessage and ServerResponse,
  // and with allowHTTP1 an HTTP/1.1 client gets those very classes. Where HTTP/2 differs
  // for what the shop uses (pseudo-headers, forbidden connection headers, headers written as
  // a list) it is handled where it occurs and tested over a real HTTP/2 connection
  // (test/https-http2.test.ts, decision 060).
  const createSecure = Fastify as unknown as (
    secureOptions: FastifyServerOptions & { http2: true; https: SecureServerOptions },
  ) => FastifyInstance;
  const app = createSecure({ ...options, http2: true, https: { key, cert, allowHTTP1: true } });
  registerHttp2Support(app);
  return app;
}

/** Helmet's options for the shop's pages and answers (worked out once, decision 025). */
function securityOptions(config: Config): HelmetOptions {
  // reCAPTCHA (BOT_CHECK=recaptcha) is Google's script in Google's frame; ALTCHA needs neither.
  const recaptcha = config.accounts.botCheck.provider === 'recaptcha';
  const google = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(recaptcha ? google : [])],
        // blob: shows the PDF a customer picked, before it is uploaded (issue 8).
        frameSrc: ["'self'", 'blob:', ...(recaptcha ? ['https://www.google.com/recaptcha/'] : [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        // The uploader asks the browser's player for a dropped file's length (blob: URL).
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Not for a loopback origin (TLS_CERT_FILE on a developer's machine: decision 060): a
    // browser would then insist on HTTPS for every other local server on `localhost`.
    hsts: config.publicOrigin.startsWith('https:') && !isLoopbackOrigin(config.publicOrigin),
  };
}
