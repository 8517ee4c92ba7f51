import {
  missingNeeds,
  plantMoves,
  reopensArtwork,
  type MoveNeed,
  type OrderMove,
  type OrderStatus,
} from '@vinyl/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Clock } from '../../clock';
import type { Database } from '../../db/schema';
import { ConflictError, UnprocessableError } from '../../http/errors';
import type { AlbumService, ArtworkReplacement } from '../albums';
import type { AuditService } from '../audit';
import type { OrderService } from '../orders';
import type { ProductionMails } from './production-mails';

/** A move that lacks what it needs (422): one pointer per missing need into the body. */
export class MoveNeedsError extends UnprocessableError {
  constructor(readonly needs: readonly MoveNeed[]) {
    super('move_needs_missing', 'The move needs more', `Missing: ${needs.join(', ')}`);
  }
}

interface Deps {
  db: Kysely<Database>;
  clock: Clock;
  log: FastifyBaseLogger;
  orders: Pick<OrderService, 'getAny' | 'production'>;
  albums: Pick<AlbumService, 'reopenArtwork'>;
  audit: Pick<AuditService, 'record'>;
  mails: Pick<ProductionMails, 'moved' | 'artworkReplaced'>;
}

/** The facts of a move as its history entry and audit record keep them. */
function moveData(move: OrderMove): Record<string, unknown> {
  const { to: _to, ...facts } = move;
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined));
}

/**
 * The plant's moves of an order through production (issue 17): the domain's state machine
 * says which move is allowed and what it needs; the status change, its history entry, the
 * audit record and the album's reopened (or closed again) artwork part commit together,
 * and the customer's mail leaves after. Of two concurrent moves one wins: the status is
 * checked again by the conditional update inside the transaction (a 409 for the other).
 */
export function createProductionService({ db, clock, log, orders, albums, audit, mails }: Deps) {
  async function requirePart(move: OrderMove, albumIds: readonly string[]) {
    if (move.part && !albumIds.includes(move.part.album_id)) {
      throw new UnprocessableError(
        'album_not_in_order',
        'The album is not part of this order',
        move.part.album_id,
      );
    }
  }

  async function move(adminUserId: string, orderId: string, input: OrderMove) {
    const { row, lines } = await orders.getAny(orderId);
    const from: OrderStatus = row.order_status;
    const paid = row.paid_at !== null;
    if (!plantMoves(from, { paid }).includes(input.to)) {
      throw new ConflictError(
        'invalid_transition',
        `A ${from} order cannot be moved to ${input.to}`,
      );
    }
    const missing = missingNeeds(input);
    if (missing.length > 0) throw new MoveNeedsError(missing);
    const albumIds = lines.flatMap((line) => (line.album_id ? [line.album_id] : []));
    await requirePart(input, albumIds);
    const data = moveData(input);
    const at = clock.now().toISOString();
    await db.transaction().execute(async (trx) => {
      await orders.production.moveStatus(
        orderId,
        { from, to: input.to, at, actorUserId: adminUserId, data },
        trx,
      );
      // Only the reopened part of one album opens; leaving the problem closes it again.
      if (reopensArtwork(from) || reopensArtwork(input.to)) {
        for (const albumId of albumIds) await albums.reopenArtwork(albumId, null, trx);
      }
      if (reopensArtwork(input.to) && input.part && input.message) {
        const { album_id: albumId, kind, type } = input.part;
        await albums.reopenArtwork(albumId, { kind, type, message: input.message }, trx);
      }
      await audit.record(
        {
          adminUserId,
          action: 'order.moved',
          target: { type: 'orders', id: orderId },
          data: { from, to: input.to, ...data },
        },
        trx,
      );
      // The customer's mail is committed with the move it tells (issue 20).
      await mails.moved(
        {
          order: { id: row.id, title: row.title, email: row.customer_email, locale: row.locale },
          to: input.to,
          part: input.part,
          message: input.message,
          carrier: input.carrier,
          trackingNumber: input.tracking_number,
          reason: input.reason,
        },
        trx,
      );
    });
  }

  /**
   * The customer put a new file in the reopened part (after its commit): the order's
   * history records it (no change of status) and the plant is mailed. The file is in
   * whatever happens here: a failure is logged, not shown to the customer.
   */
  async function artworkReplaced(replacement: ArtworkReplacement) {
    try {
      const orderId = await orders.production.orderOfAlbum(replacement.albumId);
      if (!orderId) return;
      const { row, lines } = await orders.getAny(orderId);
      const { albumId, kind, type, fileId } = replacement;
      await orders.production.recordEvent(orderId, {
        at: clock.now().toISOString(),
        data: { event: 'artwork_replaced', album_id: albumId, kind, type, file_id: fileId },
      });
      const albumTitle = lines.find((line) => line.album_id === albumId)?.title ?? row.title;
      await mails.artworkReplaced({
        order: { id: row.id, title: row.title, email: row.customer_email, locale: row.locale },
        albumTitle,
        kind,
        type,
        fileId,
      });
    } catch (error) {
      log.error({ err: error, albumId: replacement.albumId }, 'artwork replacement not recorded');
    }
  }

  return { move, artworkReplaced };
}

export type ProductionService = ReturnType<typeof createProductionService>;
