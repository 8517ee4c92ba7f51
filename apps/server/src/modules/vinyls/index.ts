/** The vinyls module's one door (decision 018). */
export { createVinylsModule, type VinylsModuleService as VinylService } from './vinyls.module';
