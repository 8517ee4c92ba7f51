import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import type { AlbumService } from '../albums';
import type { AuditService } from '../audit';
import type { FileService } from '../files';
import type { MailOutbox } from '../mail';
import type { OrderService } from '../orders';
import type { SummaryService } from '../summary';
import type { UsersService } from '../users';
import { createProductionMails } from './production-mails';
import { productionRoutes } from './production.routes';
import { createProductionService } from './production.service';

interface Deps {
  db: Kysely<Database>;
  config: Config;
  clock: Clock;
  log: FastifyBaseLogger;
  orders: OrderService;
  albums: AlbumService;
  files: FileService;
  summary: SummaryService;
  users: UsersService;
  audit: AuditService;
  outbox: MailOutbox;
}

/**
 * The plant's production (issue 17): the moves of a paid order through the domain's state
 * machine with their mails, the artwork problem that reopens one part of an album, and the
 * order's detail for the back-office. It owns no table: the order's status and history are
 * the orders module's, the reopened part the albums module's, read and written through
 * their services (the move's transaction is passed to them).
 */
export function createProductionModule(deps: Deps) {
  const { db, config, clock, log, orders, albums, files, summary, users, audit, outbox } = deps;
  const mails = createProductionMails({
    outbox,
    publicOrigin: config.publicOrigin,
    plantEmail: config.orders.plantEmail ?? config.orders.admin?.email,
  });
  const service = createProductionService({ db, clock, log, orders, albums, audit, mails });
  // A file put in a reopened part: the order's history and the plant hear of it.
  albums.provide('artworkReplaced', service.artworkReplaced);
  const detail = { orders, users, summary, files, albums };
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(productionRoutes, { production: service, detail, files });
  };
  return {
    service,
    routes,
  };
}
