import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { migrateToLatest, openDatabase, type DatabaseHandle } from './db/database';
import { registerCsrf } from './http/csrf';
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from './http/error-handler';
import { createHtmlPage } from './http/html-page';
import { serializeRequest } from './http/log-redaction';
import { registerNulGuard } from './http/nul-guard';
import { registerRequestContext } from './http/request-context';
import { registerWebApp } from './http/web-app';
import type { AppJobs } from './jobs/jobs';
import { createAdminModule } from './modules/admin/admin.module';
import { createAlbumsRepository } from './modules/albums/albums.repository';
import { albumRoutes } from './modules/albums/albums.routes';
import { createAlbumService } from './modules/albums/albums.service';
import { createAudioModule } from './modules/audio/audio.module';
import { createAccounts } from './modules/auth/accounts';
import { authRoutes } from './modules/auth/auth.routes';
import { createAuthService } from './modules/auth/auth.service';
import { createSessionsRepository } from './modules/auth/sessions.repository';
import { createConfigRepository } from './modules/catalogue/catalogue.repository';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes';
import { createCatalogueService } from './modules/catalogue/catalogue.service';
import { createFilesModule } from './modules/files/files.module';
import { healthRoutes } from './modules/health/health.routes';
import { createOrdersModule } from './modules/orders/orders.module';
import { createSummaryModule } from './modules/summary/summary.module';
import { createUsersRepository } from './modules/users/users.repository';
import { createVinylDiscs } from './modules/vinyls/vinyl-discs';
import { createVinylsRepository } from './modules/vinyls/vinyls.repository';
import { vinylRoutes } from './modules/vinyls/vinyls.routes';
import { createVinylService } from './modules/vinyls/vinyls.service';

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

  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            // Mailed tokens and OAuth codes travel in query strings: never log them.
            serializers: { req: serializeRequest },
            ...(options.logStream && { stream: options.logStream }),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrors(htmlPage),
    clientErrorHandler,
  });
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

  const users = createUsersRepository(database.db);
  const sessions = createSessionsRepository(database.db);
  const auth = createAuthService({ users, sessions, clock, sessionTtlMs: config.sessionTtlMs });
  const accounts = await createAccounts({ config, clock, database, log: app.log, auth, users });
  app.addHook('onClose', async () => accounts.close());
  const catalogue = createCatalogueService({ config: createConfigRepository(database.db), clock });
  await catalogue.seedDefault();
  const vinylsRepository = createVinylsRepository(database.db);
  // What is cloned and deleted with an album, in order: discs first, then what hangs off them.
  const discs = createVinylDiscs(vinylsRepository);
  // Audio uploads and track lists (issue 6); its track-list part follows the discs.
  const audio = createAudioModule({ db: database.db, config, clock, log: app.log, discs });
  // Graphics files (issue 8) come through the same uploads; their part follows the tracks.
  const graphics = createFilesModule({
    db: database.db,
    config,
    clock,
    log: app.log,
    registerUploadKind: audio.registerUploadKind,
  });
  app.decorate('jobs', {
    uploadsCleanup: audio.cleanup,
    filesCleanup: graphics.cleanup,
  } satisfies AppJobs);
  app.addHook('onClose', async () => audio.cleanup.stop());
  app.addHook('onClose', async () => graphics.close());
  app.addHook('onReady', async () => {
    await graphics.resumeThumbnails();
  });
  // Checkout, submitted orders and payments (issue 9).
  const orders = createOrdersModule({
    db: database.db,
    config,
    clock,
    catalogue,
    log: app.log,
    discTracks: audio.albumDiscTracks,
  });
  // The plant's back-office: the first admin (ADMIN_EMAIL) and the admin-only calls.
  const admin = createAdminModule({ config, clock, log: app.log, users, orders: orders.orders });
  await admin.ensureFirstAdmin();
  const albums = createAlbumService({
    albums: createAlbumsRepository(database.db, database.dialect),
    discs,
    parts: [discs, audio.trackListPart, graphics.albumPart],
    catalogue,
    clock,
    orderOf: orders.orderOfAlbum,
    discTracks: audio.albumDiscTracks,
  });
  const vinyls = createVinylService({ vinyls: vinylsRepository, albums, catalogue, clock });

  registerErrorHandler(app, htmlPage);
  await app.register(fastifyCookie);
  registerRequestContext(app, auth);
  registerCsrf(app);
  registerNulGuard(app);
  // reCAPTCHA (BOT_CHECK=recaptcha) is Google's script in Google's frame; ALTCHA needs neither.
  const recaptcha = config.accounts.botCheck.provider === 'recaptcha';
  const google = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
  await app.register(fastifyHelmet, {
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
    hsts: config.publicOrigin.startsWith('https:'),
  });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Vinyl shop API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { database });
      await api.register(authRoutes, { auth, config, botCheck: accounts.botCheck });
      await accounts.apiRoutes(api);
      await api.register(albumRoutes, { albums });
      await api.register(vinylRoutes, { vinyls });
      await audio.registerRoutes(api, { albums, vinyls, catalogue });
      const files = await graphics.registerRoutes(api, { albums, catalogue });
      await createSummaryModule({ db: database.db, albums, catalogue, clock }).registerRoutes(api, {
        files,
      });
      await orders.registerRoutes(api);
      await admin.registerRoutes(api);
      await api.register(catalogueRoutes, { catalogue });
    },
    { prefix: '/api' },
  );
  await app.register(accounts.extRoutes, { prefix: '/ext' });
  await graphics.registerPages(app, { catalogue });
  await orders.registerPages(app, htmlPage);
  await registerWebApp(app, config.webDistDir, htmlPage);
  return app;
}
