// s3rver ships no types: the little of it the tests use (a Koa app with a run method).
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  export interface S3rverContext {
    method: string;
    path: string;
    query: Record<string, string | string[] | undefined>;
    status: number;
    type: string;
    body: unknown;
  }

  export type S3rverMiddleware = (ctx: S3rverContext, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options: {
      address?: string;
      port?: number;
      silent?: boolean;
      directory?: string;
      resetOnClose?: boolean;
      configureBuckets?: { name: string; configs: string[] }[];
    });
    middleware: S3rverMiddleware[];
    store: unknown;
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
