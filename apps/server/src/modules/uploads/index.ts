/** The uploads module's one door (decision 018). */
export { createUploadsModule, type UploadsModule, type UploadsService } from './uploads.module';
export type { UploadObjectKind } from './tus-endpoint';
export type { FinishedUpload } from './upload-finisher';
