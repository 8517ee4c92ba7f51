/** The back-office's customer pages, loaded with the back-office only. */
export { CustomerPage } from './customer-page';
export { CustomersPage } from './customers-page';
