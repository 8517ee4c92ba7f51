/** JSON:API documents as ARCHITECTURE.md §API describes them. */
export interface JsonApiResource<Attributes> {
  type: string;
  id: string;
  attributes: Attributes;
  relationships?: Record<string, unknown>;
  meta?: Record<string, unknown>;
}

export interface JsonApiDocument<Data> {
  data: Data;
  meta?: Record<string, unknown>;
  included?: JsonApiResource<Record<string, unknown>>[];
}

export interface JsonApiListMeta {
  pagination?: { count?: number };
  [key: string]: unknown;
}

export interface JsonApiErrorObject {
  status?: string | number;
  code?: string;
  title?: string;
  detail?: string;
}

export const JSON_API_MEDIA_TYPE = 'application/vnd.api+json';
