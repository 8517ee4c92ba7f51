/** The admin module's one door (decision 018). */
export { createAdminModule } from './admin.module';
/** 401 anonymous, 403 customer: every admin route of every back-office module asks it. */
export { requireAdmin } from './admin.routes';
