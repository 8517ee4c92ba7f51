/** The files (graphics) module's one door (decision 018). */
export { createFilesModule, type FilesModuleService } from './files.module';
export type { FileService } from './files.service';
