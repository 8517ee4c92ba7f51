import fc from 'fast-check';
import { safeEncode, type JsonSchema } from './route-table';

/** Strings an attacker tries first: sizes, NUL, unicode, traversal, injection, encodings. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  'a'.repeat(5000),
  'x'.repeat(70_000),
  '\u0000',
  'name\u0000.pdf',
  '%00',
  '%',
  '%zz',
  '%E0%A4%A',
  '../../../../etc/passwd',
  '..%2f..%2f..%2fetc%2fpasswd',
  '..\\..\\..\\windows\\win.ini',
  '__proto__',
  'constructor',
  'prototype',
  '𝄞🎵 ñ é',
  '\u202etxt.exe',
  '\ud800',
  "' OR 1=1 --",
  '"; DROP TABLE albums; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  'null',
  'NaN',
  '-1',
  '1e309',
  '9007199254740993',
  '\r\nSet-Cookie: sid=x',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
];

/** Raw path segments that must not be re-encoded to be hostile. */
export const RAW_SEGMENTS = ['%', '%zz', '%00', '..', '%2e%2e', '%2e%2e%2f', '%c0%ae', ';', '.%2e'];

const PROTO_KEYS = ['__proto__', 'constructor', 'prototype'];

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
);

const hostileNumber = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, -1, 2 ** 31, 2 ** 53 + 2, 1e308, -1e308, 0.1),
);

/** Any JSON value, wrong types first: what a schema must refuse. */
export const anyJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 3 }),
    tie('object'),
  ),
  object: fc
    .tuple(
      fc.dictionary(
        fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom(...PROTO_KEYS)),
        tie('value'),
        {
          maxKeys: 3,
        },
      ),
    )
    .map(([entries]) => withOwnKeys(entries)),
})).value;

/** A plain object whose keys may be `__proto__`: own properties, serialised as such. */
function withOwnKeys(entries: Record<string, unknown>): Record<string, unknown> {
  const object = Object.create(null) as Record<string, unknown>;
  for (const key of Object.keys(entries)) {
    Object.defineProperty(object, key, { value: entries[key], enumerable: true, writable: true });
  }
  return object;
}

/** Values the schema allows (mostly), with wrong types and hostile values mixed in. */
export function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return anyJson;
  const valid = validFromSchema(schema, depth);
  return fc.oneof({ weight: 5, arbitrary: valid }, { weight: 1, arbitrary: anyJson });
}

function validFromSchema(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const choices = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (choices.length > 0) return fc.oneof(...choices.map((c) => fromSchema(c, depth + 1)));
  if (schema.allOf?.[0]) return fromSchema(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const nullable = (arbitrary: fc.Arbitrary<unknown>) =>
    schema.nullable ? fc.oneof(arbitrary, fc.constant(null)) : arbitrary;
  switch (type) {
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      const record = fc.record(
        Object.fromEntries(properties.map(([name, sub]) => [name, fromSchema(sub, depth + 1)])),
        { requiredKeys: schema.required?.filter((name) => schema.properties?.[name]) ?? [] },
      );
      const extra = fc.option(fc.tuple(fc.constantFrom(...PROTO_KEYS, 'extra'), anyJson));
      return nullable(
        fc.tuple(record, extra).map(([value, added]) => {
          const object = withOwnKeys(value);
          if (added) Object.defineProperty(object, added[0], { value: added[1], enumerable: true });
          return object;
        }),
      );
    }
    case 'array':
      return nullable(fc.array(fromSchema(schema.items, depth + 1), { maxLength: 4 }));
    case 'string':
      return nullable(
        fc.oneof(
          fc.string({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 30 }),
          hostileString,
        ),
      );
    case 'integer':
      return nullable(
        fc.oneof(
          fc.integer({ min: schema.minimum ?? -1000, max: Math.min(schema.maximum ?? 1e6, 1e9) }),
          hostileNumber,
        ),
      );
    case 'number':
      return nullable(hostileNumber);
    case 'boolean':
      return nullable(fc.boolean());
    default:
      return anyJson;
  }
}

/** Bodies no JSON parser should choke on: broken, deep, duplicated, polluting. */
export const MALFORMED_BODIES = [
  '{',
  '{"data":',
  '{"a":1}garbage',
  'nul',
  '"text"',
  '[]',
  'null',
  '1e400',
  '\u0000',
  '{"a":1,"a":2}',
  '['.repeat(10_000) + ']'.repeat(10_000),
  '{"a":'.repeat(5000) + '1' + '}'.repeat(5000),
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  '{"data":{"type":"albums","attributes":{"__proto__":{"polluted":"yes"}}}}',
  `{"data":"${'\\u0000'.repeat(100)}"}`,
  '\ufeff{}',
];

export const CONTENT_TYPES = [
  'application/vnd.api+json',
  'application/json',
  'application/json; charset=utf-16',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/offset+octet-stream',
  'gibberish/;;;',
];

export const ACCEPTS = [
  undefined,
  'application/vnd.api+json',
  'text/html,application/xhtml+xml',
  'application/pdf',
  '*/*',
  'image/png;q=0.1, x/y;q=abc',
];

const QUERY_KEYS = [
  '__proto__[polluted]',
  'constructor[prototype][polluted]',
  'a[b][c][d]',
  'filter[mine]',
  'filter[album_status][ne]',
  'sort',
  'include',
  'page[size]',
  'page[number]',
  'locale',
  'token',
  'refresh',
  '',
];

export interface FuzzRequest {
  params: Record<string, string>;
  rawParams: boolean;
  query: string;
  body: { text: string; contentType: string | undefined } | undefined;
  accept: string | undefined;
}

/** One request to one route: path, query, body and Accept drawn together. */
export function requestArbitrary(route: {
  params: string[];
  query: { name: string; schema?: JsonSchema }[];
  body: JsonSchema | undefined;
  takesBody: boolean;
  realParams: Record<string, string>[];
}): fc.Arbitrary<FuzzRequest> {
  const param = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...route.realParams.flatMap(Object.values), 'x') },
    { weight: 3, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.uuid() },
  );
  const params = fc.record(Object.fromEntries(route.params.map((name) => [name, param])));
  const raw = fc.boolean();
  const rawParams = fc.tuple(
    raw,
    fc.record(Object.fromEntries(route.params.map((n) => [n, fc.constantFrom(...RAW_SEGMENTS)]))),
  );
  const known = route.query.map((q) =>
    fc.option(fromSchema(q.schema).map((value) => [q.name, value] as const)),
  );
  const extra = fc.array(fc.tuple(fc.constantFrom(...QUERY_KEYS), hostileString), { maxLength: 3 });
  const query = fc
    .tuple(fc.tuple(...known), extra, fc.option(fc.constantFrom('%', '%zz', '&&=', '=%00')))
    .map(([chosen, added, broken]) => {
      const pairs = [...chosen.filter((pair) => pair !== null), ...added].map(
        ([key, value]) =>
          `${safeEncode(key)}=${safeEncode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
      );
      if (broken) pairs.push(broken);
      return pairs.length ? `?${pairs.join('&')}` : '';
    });
  const json = fromSchema(route.body).map((value) => JSON.stringify(value) ?? 'null');
  const text = fc.oneof(
    { weight: 4, arbitrary: json },
    { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_BODIES) },
  );
  const contentType = fc.oneof(
    { weight: 4, arbitrary: fc.constant('application/vnd.api+json') },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES, undefined) },
  );
  const body = route.takesBody
    ? fc.option(fc.record({ text, contentType }), { freq: 6 })
    : fc.constant(null);
  return fc
    .record({ params, rawParams, query, body, accept: fc.constantFrom(...ACCEPTS) })
    .map(({ params: drawn, rawParams: [useRaw, rawValues], query: q, body: b, accept }) => ({
      params: useRaw && route.params.length > 0 ? rawValues : drawn,
      rawParams: useRaw && route.params.length > 0,
      query: q,
      body: b ?? undefined,
      accept,
    }));
}
