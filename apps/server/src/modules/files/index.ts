/** The files (graphics) module's one door (decision 018). */
export { createFilesModule } from './files.module';
export type { FileService } from './files.service';
