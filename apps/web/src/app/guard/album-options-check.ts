// Loaded only when the graphics step is opened (guard rule 3): the domain's option rules
// bring zod with them, which the other routes do not need.
export { isAlbumOptionsComplete } from '@vinyl/domain';
