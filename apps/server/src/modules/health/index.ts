/** The health module's one door (decision 018). */
export { createHealthModule, HEALTH_PATH } from './health.module';
