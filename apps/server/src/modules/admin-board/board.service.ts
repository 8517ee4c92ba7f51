import { processingDaysOf, type Catalog, type OrderStatus } from '@vinyl/domain';
import type { Clock } from '../../clock';
import type { BoardRepository, BoardSearch } from './board.repository';
import type { BoardSort, PageRequest } from './board.schemas';
import { boardRowResource } from './board.view';

interface Deps {
  board: BoardRepository;
  clock: Clock;
  /** The catalogue's processing time, behind each row's expected ship date. */
  catalogue: { requireCatalog(): Promise<Pick<Catalog, 'processingDays'>> };
}

/** What was typed, as the board searches it: an `@` makes it an e-mail (see BoardSearch). */
export function boardSearch(q: string | undefined): BoardSearch | undefined {
  const text = q?.trim().toLowerCase();
  if (!text) return undefined;
  return { kind: text.includes('@') ? 'email' : 'any', text };
}

/** The plant's orders board (issue 17): every order, filtered, searched, sorted and paged. */
export function createBoardService({ board, clock, catalogue }: Deps) {
  async function list(query: {
    status?: OrderStatus | undefined;
    q?: string | undefined;
    sort: BoardSort;
    page: PageRequest;
  }) {
    const filter = { status: query.status, search: boardSearch(query.q) };
    // Independent reads: on PostgreSQL they run on separate connections at once.
    const [rows, total, catalog] = await Promise.all([
      board.page(filter, query.sort, query.page),
      board.count(filter),
      catalogue.requireCatalog(),
    ]);
    const titles = new Map<string, string[]>();
    for (const line of await board.albumTitles(rows.map((row) => row.id))) {
      titles.set(line.order_id, [...(titles.get(line.order_id) ?? []), line.title]);
    }
    const context = { now: clock.now(), processingDays: processingDaysOf(catalog) };
    return {
      data: rows.map((row) => boardRowResource(row, titles.get(row.id) ?? [], context)),
      meta: { total, page: query.page.number, size: query.page.size },
    };
  }

  return { list };
}

export type BoardService = ReturnType<typeof createBoardService>;
