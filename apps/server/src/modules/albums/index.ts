/** The albums module's one door (decision 018). */
export { createAlbumsModule } from './albums.module';
export type { AlbumDiscs, AlbumProviders, AlbumService } from './albums.service';
export type { AlbumPart, CloneContext, RemoveContext } from './album-parts';
export type { AlbumRow, Executor } from './albums.repository';
export { readAlbumOptions } from './albums.view';
export type { ArtworkReopened, ArtworkReplacement } from './artwork-reopening';
