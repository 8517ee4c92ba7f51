/** The production-pack module's one door (decision 018). */
export { createProductionPackModule } from './production-pack.module';
export type { ProductionPackService } from './production-pack.service';
