import type { FastifyPluginAsync } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import type { Locale } from '../../i18n/messages';
import type { AuditService } from '../audit';
import type { CatalogueService } from '../catalogue';
import { createBoardRepository } from './board.repository';
import { boardRoutes } from './board.routes';
import { createBoardService } from './board.service';
import { createCustomersRepository } from './customers.repository';
import { createCustomersService } from './customers.service';

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  audit: AuditService;
  catalogue: Pick<CatalogueService, 'requireCatalog'>;
  /** The auth module's service: it resends activation mails. */
  auth: { resendActivation(userId: string, locale: Locale): Promise<void> };
}

/**
 * The plant's orders board and customers (issue 17): read models over orders and users
 * for the back-office's tables, paged and searched on the server.
 */
export function createAdminBoardModule({ db, clock, audit, catalogue, auth }: Deps) {
  const board = createBoardService({ board: createBoardRepository(db), clock, catalogue });
  const customers = createCustomersService({
    customers: createCustomersRepository(db),
    accounts: auth,
  });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(boardRoutes, { board, customers, audit });
  };
  return { service: { board, customers }, routes };
}
