/** The summary module's one door (decision 018). */
export { createSummaryModule } from './summary.module';
export type { SummaryModuleService as SummaryService } from './summary.module';
export type { AlbumSummary, SummaryDisc, SummaryFile } from './summary.view';
export { toWinAnsi } from './job-sheet';
