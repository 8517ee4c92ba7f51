/** The health module's one door (decision 018). */
export { createHealthModule } from './health.module';
