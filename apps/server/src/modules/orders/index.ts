/** The orders module's one door (decision 018). */
export { createOrdersModule } from './orders.module';
export type { OrderService } from './orders.service';
export { orderedAlbumResources, orderResource } from './orders.view';
