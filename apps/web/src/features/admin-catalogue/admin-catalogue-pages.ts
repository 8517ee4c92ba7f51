/** The back-office's catalogue editor (issue 17), loaded with the back-office only. */
export { CatalogueEditorPage } from './catalogue-editor-page';
