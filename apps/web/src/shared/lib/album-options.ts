/**
 * Whether the selected album's options are complete enough to open the graphics step
 * (spec 1 §2 guard rule 3).
 *
 * TODO(domain): replace the body with `isAlbumOptionsComplete(options)` from @vinyl/domain
 * once packages/domain exports it. Until then the only fact the web app can state without
 * writing a catalogue rule of its own is whether the options step has saved any choice.
 */
export function areAlbumOptionsComplete(options: Readonly<Record<string, unknown>>): boolean {
  return Object.keys(options).some((group) => group !== 'tracks');
}
