import type { TemplateOptions } from './artwork';
import type { FileKind, FileType } from './files';

/**
 * The online designer's address (spec 2 §7 "Designer redirect"): `/designer-app/{albumId}/
 * {part}/{lang}` with the query parameters param, value, format, hole and gatefold. `part`
 * is the file kind (`label_print`), `param` the relation parameter the designer's file will
 * carry (`type`) and `value` its value (`front_disc1`), so the file it saves lands in the
 * slot it was opened for; format, hole and gatefold size the canvas.
 */
export interface DesignerTarget {
  albumId: string;
  kind: FileKind;
  type: FileType;
  lang: 'en' | 'it';
}

export function designerPath(target: DesignerTarget, options: TemplateOptions): string {
  const query: [string, string][] = [
    ['param', 'type'],
    ['value', target.type],
    ['format', options.vinyl?.format ?? ''],
    ['hole', options.vinyl?.hole ?? 'standard'],
    ['gatefold', options.cover?.gatefold ?? 'No'],
  ];
  const path = [target.albumId, target.kind, target.lang].map(encodeURIComponent).join('/');
  const search = query.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&');
  return `/designer-app/${path}?${search}`;
}

/**
 * "One image is enough" (issue 16): the designer's page that builds every printed part of
 * the album from one front-cover image. `from-image` is never a file kind, so the address
 * cannot be read as a part's.
 */
export function designerFromImagePath(albumId: string, lang: 'en' | 'it'): string {
  return `/designer-app/${encodeURIComponent(albumId)}/from-image/${lang}`;
}
