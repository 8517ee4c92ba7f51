/** The summary module's one door (decision 018). */
export { createSummaryModule } from './summary.module';
