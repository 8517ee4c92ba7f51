/** The admin-board module's one door (decision 018): the orders board and customers. */
export { createAdminBoardModule } from './admin-board.module';
export type { BoardService } from './board.service';
export type { CustomersService } from './customers.service';
