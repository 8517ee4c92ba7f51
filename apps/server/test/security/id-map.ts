import { blankDesign, FILE_TYPES_BY_KIND, type FileKind } from '@vinyl/domain';
import type { IdName, OwnerData } from './owner-data';
import type { JsonSchema, RouteCase } from './route-table';

/**
 * How the security matrices fill a route's path parameters (decision 013). A route whose
 * parameter matches no rule here fails the IDOR test, naming this file: a new route cannot
 * escape the matrix by being forgotten. The first rule whose pattern matches the route's
 * Fastify URL wins; every listed parameter must be named.
 */
export interface IdRule {
  pattern: RegExp;
  /** Each path parameter: the owner's ids to try (one case each), or a fixed value. */
  params: Record<string, IdName[] | { fixed: string }>;
  /** What another signed-in customer must get; 404 unless said. */
  expect?: number[];
  /** The tus endpoint authenticates with the upload token, not the session. */
  auth?: 'upload-token';
  /** The route reads nothing of the id's owner: any status, but none of the owner's data. */
  notOwned?: string;
}

/** A page for a design body that passes validation (the owner check must refuse it). */
const SOME_PAGE = { width: 100, height: 100 };

export const ID_RULES: IdRule[] = [
  {
    pattern: /^\/api\/uploads\/:uploadId$/,
    params: { uploadId: ['uploadId'] },
    auth: 'upload-token',
  },
  // Admin-only: onRequest answers 403 before anything is looked up.
  { pattern: /^\/api\/admin\/orders\/:id/, params: { id: ['orderId'] }, expect: [403] },
  // The plant's customers (issue 17): any account, admin only, the same way.
  { pattern: /^\/api\/admin\/customers\/:id/, params: { id: ['userId'] }, expect: [403] },
  // The plant's downloads of any customer's print file (issue 17): admin only, the same way.
  { pattern: /^\/api\/admin\/files\/:id/, params: { id: ['fileId'] }, expect: [403] },
  // Payment links and the test payment page: without the order's signed link token
  // (issue 13, decision 012) another customer gets the page's "not found".
  { pattern: /^\/ext\/pay\/(test\/)?:id/, params: { id: ['orderId'] }, expect: [403, 404] },
  { pattern: /^\/api\/orders\/:id/, params: { id: ['orderId'] } },
  {
    // The online designer's documents (issue 16): the album is the owned id; the part is not.
    pattern: /^\/api\/albums\/:id\/designs\/:kind\/:type(\/finish|\/layouts)?$/,
    params: {
      id: ['albumId', 'orderedAlbumId'],
      kind: { fixed: 'cover_print' },
      type: { fixed: 'external' },
    },
  },
  {
    pattern: /^\/api\/(albums|delete-album|clone-album|summary-album|raster-album)\/:id/,
    params: { id: ['albumId', 'orderedAlbumId'] },
  },
  {
    pattern: /^\/api\/vinyls\/:id\/tracks\/:audioId$/,
    params: { id: ['vinylId'], audioId: ['audioId'] },
  },
  { pattern: /^\/api\/vinyls\/:id/, params: { id: ['vinylId'] } },
  { pattern: /^\/api\/audio\/:id/, params: { id: ['audioId', 'looseAudioId'] } },
  { pattern: /^\/api\/files\/:id/, params: { id: ['fileId', 'looseFileId'] } },
  // The designer's images (issue 16): the image, its preview, its deletion.
  { pattern: /^\/api\/design-images\/:id/, params: { id: ['designImageId'] } },
];

/** Path parameters that are not anyone's ids: a fixed value and why it is not an id. */
export const NOT_ID_RULES: { pattern: RegExp; params: Record<string, string>; why: string }[] = [
  { pattern: /^\/api\/upload_info\/:kind$/, params: { kind: 'audio' }, why: 'upload kind' },
  {
    pattern: /^\/ext\/:provider\/(login|callback)$/,
    params: { provider: 'google' },
    why: 'sign-in provider',
  },
  {
    pattern: /^\/files\/template\/:file$/,
    params: { file: 'cover-12.pdf' },
    why: 'public print template',
  },
  { pattern: /^\/api\/docs\/\*$/, params: { '*': 'json' }, why: 'the OpenAPI viewer' },
];

export function idRuleOf(route: RouteCase, rules: IdRule[] = ID_RULES): IdRule | undefined {
  return rules.find((rule) => rule.pattern.test(route.url));
}

export function notIdRuleOf(route: RouteCase) {
  return NOT_ID_RULES.find((rule) => rule.pattern.test(route.url));
}

/** What is missing for the route to be in the matrices, or undefined when nothing is. */
export function unmappedParams(route: RouteCase): string | undefined {
  if (route.params.length === 0) return undefined;
  const rule = idRuleOf(route) ?? notIdRuleOf(route);
  const missing = route.params.filter((param) => !(rule && param in rule.params));
  if (missing.length === 0) return undefined;
  return (
    `${route.method} ${route.url} takes path parameter(s) ${missing.map((p) => `:${p}`).join(', ')} ` +
    'that the security matrices cannot fill: add the route to ID_RULES (an owned id: which of ' +
    'the owner’s ids, what another customer must get) or NOT_ID_RULES (a fixed value and why ' +
    'it is nobody’s id) in apps/server/test/security/id-map.ts'
  );
}

/** Every way to fill the route's path with the owner's ids (one per listed id). */
export function ownedFills(
  route: RouteCase,
  owner: OwnerData,
  rules: IdRule[] = ID_RULES,
): Record<string, string>[] {
  const rule = idRuleOf(route, rules);
  if (!rule) return [];
  let fills: Record<string, string>[] = [{}];
  for (const param of route.params) {
    const spec = rule.params[param];
    if (!spec) return [];
    const values = Array.isArray(spec) ? spec.map((name) => owner[name]) : [spec.fixed];
    fills = fills.flatMap((fill) => values.map((value) => ({ ...fill, [param]: value })));
  }
  return fills;
}

export function fixedFill(route: RouteCase): Record<string, string> | undefined {
  return notIdRuleOf(route)?.params;
}

/**
 * A body that passes the route's validation, so the call reaches the ownership check: the
 * IDOR matrix must prove the owner check, not the schema, refuses it. Routes not listed
 * here get the smallest body their OpenAPI schema accepts.
 */
export function validBody(route: RouteCase, owner: OwnerData, other: { albumId: string }) {
  const url = route.url;
  const kind = /relationships\/(\w+_print)$/.exec(url)?.[1] as FileKind | undefined;
  if (/^\/api\/albums\/:id$/.test(url)) {
    return { data: { type: 'albums', attributes: { title: 'taken over' } } };
  }
  if (/^\/api\/vinyls\/:id$/.test(url)) {
    return { data: { type: 'vinyls', attributes: { title: 'taken over' } } };
  }
  if (url.endsWith('/relationships/vinyl_of')) {
    return { data: { type: 'albums', id: other.albumId } };
  }
  if (/^\/api\/vinyls\/:id\/tracks\/:audioId$/.test(url)) {
    return { data: { type: 'audio', id: owner.audioId, attributes: { title: 'taken over' } } };
  }
  if (/relationships\/side_[ab]_tracks$/.test(url)) {
    return { data: [{ type: 'audio', id: owner.looseAudioId }] };
  }
  if (url.endsWith('/relationships/pdf_to_print')) return { data: null };
  if (kind && route.method === 'DELETE') return { data: { type: 'files', id: owner.fileId } };
  if (kind) {
    const type = FILE_TYPES_BY_KIND[kind][0];
    return {
      data: [
        {
          type: 'files',
          id: owner.looseFileId,
          meta: { relation: { params: { type, source: 'upload' } } },
        },
      ],
    };
  }
  if (url.endsWith('/price')) return { price: 1000 };
  if (/\/designs\/:kind\/:type$/.test(url)) {
    return { data: { type: 'designs', attributes: { document: blankDesign(SOME_PAGE) } } };
  }
  if (route.body) return minimalValue(route.body);
  return undefined;
}

/** The smallest value a JSON Schema accepts (required properties only). */
export function minimalValue(schema: JsonSchema): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return minimalValue(choice);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const name of schema.required ?? []) {
        const property = schema.properties?.[name];
        value[name] = property ? minimalValue(property) : 'x';
      }
      return value;
    }
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => minimalValue(schema.items ?? {}));
    case 'string':
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return false;
    default:
      return null;
  }
}

/** Names of body fields that carry ids: `id`, `uuid…`, `…_id`. */
const ID_FIELD = /^(id|uuid\w*|\w+_id)$/;

/** Paths such as `data.id`, `data[].id`, `products[].album_id` of id fields in a schema. */
export function bodyIdFields(schema: JsonSchema | undefined, prefix = ''): string[] {
  if (!schema) return [];
  const found = new Set<string>();
  for (const part of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    bodyIdFields(part, prefix).forEach((field) => found.add(field));
  if (schema.items) bodyIdFields(schema.items, `${prefix}[]`).forEach((f) => found.add(f));
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    const path = prefix ? `${prefix}.${name}` : name;
    if (ID_FIELD.test(name)) found.add(path);
    bodyIdFields(property, path).forEach((field) => found.add(field));
  }
  return [...found].sort();
}

/**
 * Body fields that carry ids, per route. `owned`: another customer's id there is refused
 * and changes nothing (tested in idor.test.ts); a string: why the field is nobody's id.
 */
export const BODY_ID_RULES: { pattern: RegExp; fields: Record<string, 'owned' | string> }[] = [
  {
    // The path's own id repeated (spec 2 §7); a different one is a 409 id_mismatch.
    pattern: /^\/api\/vinyls\/:id$/,
    fields: { 'data.id': 'owned' },
  },
  {
    pattern: /^\/api\/albums\/:id$/,
    fields: {
      'data.id': 'owned',
      // Replaced by the path's album when saved (album-update.ts); tested in idor.test.ts.
      'data.attributes.album_options.vinyl.album_id': 'owned',
      ...Object.fromEntries(
        ['label', 'vinyl', 'vinyl2'].flatMap((part) =>
          ['product_id', 'variant_id'].map((field) => [
            `data.attributes.album_options.${part}.${field}`,
            'a catalogue product or variant, the same for every customer',
          ]),
        ),
      ),
    },
  },
  { pattern: /^\/api\/vinyls\/:id\/relationships\/vinyl_of$/, fields: { 'data.id': 'owned' } },
  {
    // Each element's id is its own name inside the document, not a stored row; the images
    // it places (imageId) are checked against the caller in test/designs.
    pattern: /^\/api\/albums\/:id\/designs\/:kind\/:type$/,
    fields: { 'data.attributes.document.elements[].id': 'an element named inside the document' },
  },
  {
    // "One image is enough" (issue 16): the image must be the caller's own design image.
    pattern: /^\/api\/albums\/:id\/designs\/from-image$/,
    fields: { 'data.attributes.image_id': 'owned' },
  },
  {
    // A track rename or move (decision 015): the path's audio repeated, and the disc it goes to.
    pattern: /^\/api\/vinyls\/:id\/tracks\/:audioId$/,
    fields: { 'data.id': 'owned', 'data.relationships.vinyl.data.id': 'owned' },
  },
  {
    pattern: /^\/api\/vinyls\/:id\/relationships\/side_[ab]_tracks$/,
    fields: { 'data.id': 'owned', 'data[].id': 'owned' },
  },
  {
    pattern: /^\/api\/albums\/:id\/relationships\/(\w+_print|pdf_to_print)$/,
    fields: { 'data.id': 'owned', 'data[].id': 'owned' },
  },
  {
    // The plant's move of an order (issue 17): the album whose artwork has a problem must be
    // one of the order's (422 otherwise); admin only, a customer is refused (403) before it.
    pattern: /^\/api\/admin\/orders\/:id\/moves$/,
    fields: { 'data.attributes.part.album_id': 'an album of the order, checked by the plant' },
  },
  {
    pattern: /^\/api\/(checkout|submit-order)$/,
    fields: {
      'products[].album_id': 'owned',
      'products[].product_id': 'a catalogue product, the same for every customer',
      'products[].variant_id': 'a catalogue variant, the same for every customer',
    },
  },
  {
    pattern: /^\/api\/login\/anonymous$/,
    fields: { uuid: "the guest's uuid is its credential (spec 1 §3): its holder is that guest" },
  },
  {
    pattern: /^\/api\/signup$/,
    fields: {
      uuid_user: 'the guest whose albums a sign-up adopts: accounts tests (issue 13 hole 3, H3)',
      'extra.uuid_user': 'the same guest uuid under its spec 1 §7 name',
    },
  },
  {
    pattern: /^\/api\/(signup\/activation|auth\/change)$/,
    fields: { uuid: 'a one-time token from a mail, not an object id' },
  },
];

export function unmappedBodyIds(route: RouteCase): string[] {
  const rule = BODY_ID_RULES.find((r) => r.pattern.test(route.url));
  return bodyIdFields(route.body).filter((field) => !rule || !(field in rule.fields));
}
