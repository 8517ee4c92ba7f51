/** The design-images module's one door (decision 018). */
export { createDesignImagesModule } from './design-images.module';
export type { DesignImagesService, PlacedImageSize, PrintImage } from './design-images.service';
