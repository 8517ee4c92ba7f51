/** The catalogue module's one door (decision 018). */
export { createCatalogueModule } from './catalogue.module';
export type { CatalogueService, CurrentCatalogue } from './catalogue.service';
