import type { FastifyPluginAsync } from 'fastify';
import type { Clock } from '../../clock';
import type { AudioService } from '../audio';
import type { AuditService } from '../audit';
import type { FileService } from '../files';
import type { OrderService } from '../orders';
import type { SummaryService } from '../summary';
import { productionPackRoutes } from './production-pack.routes';
import { createProductionPackService } from './production-pack.service';

interface Deps {
  clock: Clock;
  orders: OrderService;
  summary: SummaryService;
  files: FileService;
  audio: AudioService;
  audit: AuditService;
}

/**
 * The plant's production pack (issue 17): one zip per order with everything the pressing
 * needs. It owns no table: the order, the albums' summaries, the print files and the audio
 * come through their modules' services.
 */
export function createProductionPackModule({ clock, orders, summary, files, audio, audit }: Deps) {
  const packs = createProductionPackService({ clock, orders, summary, files, audio });
  const routes: FastifyPluginAsync = async (api) => {
    await api.register(productionPackRoutes, { packs, audit });
  };
  return { service: packs, routes };
}
