import {
  orderExpectedShipDate,
  processingDaysOf,
  type Catalog,
  type OrderStatus,
} from '@vinyl/domain';
import type { Clock } from '../../clock';
import type { BoardRepository, BoardSearch } from './board.repository';
import type { BoardSort, PageRequest } from './board.schemas';
import { boardRowResource, shipping } from './board.view';

interface Deps {
  board: BoardRepository;
  clock: Clock;
  /** The catalogue's processing time, behind each row's expected ship date. */
  catalogue: { requireCatalog(): Promise<Pick<Catalog, 'processingDays'>> };
}

/** How long the board trusts the catalogue's processing time it read (see processingTime). */
export const PROCESSING_TIME_TTL_MS = 10_000;

/** What was typed, as the board searches it: an `@` makes it an e-mail (see BoardSearch). */
export function boardSearch(q: string | undefined): BoardSearch | undefined {
  const text = q?.trim().toLowerCase();
  if (!text) return undefined;
  return { kind: text.includes('@') ? 'email' : 'any', text };
}

/** The plant's orders board (issue 17): every order, filtered, searched, sorted and paged. */
export function createBoardService({ board, clock, catalogue }: Deps) {
  let known: { days: number; until: number } | undefined;

  /**
   * The catalogue's processing time behind the expected ship dates, read again at most
   * every PROCESSING_TIME_TTL_MS: it changes only when the plant publishes a catalogue, and
   * asking for it on every page would cost the board one more round trip to the database.
   */
  async function processingTime(): Promise<number> {
    const now = clock.now().getTime();
    if (known && now < known.until) return known.days;
    const days = processingDaysOf(await catalogue.requireCatalog());
    known = { days, until: now + PROCESSING_TIME_TTL_MS };
    return days;
  }

  async function list(query: {
    status?: OrderStatus | undefined;
    q?: string | undefined;
    sort: BoardSort;
    page: PageRequest;
  }) {
    const filter = { status: query.status, search: boardSearch(query.q) };
    const { rows, total } = await board.page(filter, query.sort, query.page);
    const ships = rows.some((row) => orderExpectedShipDate(shipping(row), 1) !== null);
    const processingDays = ships ? await processingTime() : 0;
    const context = { now: clock.now(), processingDays };
    return {
      data: rows.map((row) => boardRowResource(row, context)),
      meta: { total, page: query.page.number, size: query.page.size },
    };
  }

  return { list };
}

export type BoardService = ReturnType<typeof createBoardService>;
