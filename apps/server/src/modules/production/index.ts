/** The production module's one door (decision 018). */
export { createProductionModule } from './production.module';
export type { ProductionService } from './production.service';
