/** The designs module's one door (decision 018). */
export { createDesignsModule } from './designs.module';
export type { DesignsService } from './designs.service';
export type { DesignMaterials } from './design-materials';
