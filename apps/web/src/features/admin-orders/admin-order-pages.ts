/** The back-office's order pages as one lazily loaded chunk (issue 17: never a customer's). */
export { AdminLayout } from './admin-layout';
export { OrderPage } from './order-page';
export { OrdersBoardPage } from './orders-board-page';
