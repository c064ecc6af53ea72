/** Serves a built export on 127.0.0.1 (random port) for a test, the way `npm start` serves it. */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
// @ts-expect-error -- plain ESM helper shared with the npm scripts
import { createStaticServer, exportBasePath } from '../../scripts/lib/static-server.mjs';

/** A running static server. */
export interface TestServer {
  readonly origin: string;
  /** Absolute URL of a path under the base path (`/docs/intro/` → http://127.0.0.1:port/myblog/docs/intro/). */
  url(pathname: string): string;
  close(): Promise<void>;
}

/** Starts a server for `root` (default out/) at `basePath` (default: the one the export was built for). */
export async function startServer({
  root = 'out',
  basePath = (exportBasePath as (root: string) => string)(path.resolve(root)),
}: { root?: string; basePath?: string } = {}): Promise<TestServer> {
  const server = (createStaticServer as (o: { root: string; basePath: string }) => import('node:http').Server)({
    root: path.resolve(root),
    basePath,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    url: (pathname) => `${origin}${basePath}${encodeURI(pathname)}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
