/** The admin module's one door (decision 018). */
export { createAdminModule } from './admin.module';
