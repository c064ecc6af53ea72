// The framework's floor for first-load JavaScript: a bare Next.js app (a root layout and one page of static
// text, no client component) built with the site's export settings (`output: 'export'`, the base path,
// trailing slashes), by the Next.js and React this project installs. Every page of the site loads at least
// this much; the benchmark prints it beside the site's pages so a first-load budget can be read against it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PHASE_PRODUCTION_BUILD } from 'next/constants';
import siteNextConfig from '../../next.config';
import { pageWeight, type PageWeight } from './measure.mjs';
import { discard } from './trash';

const LAYOUT = `export default function RootLayout({ children }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
`;
const PAGE = `export default function Page() {
  return (
    <main>
      <h1>你好</h1>
      <p>一个没有客户端组件的页面。</p>
    </main>
  );
}
`;

/** Next's version as installed in `root`. */
function nextVersion(root: string): string {
  return (JSON.parse(fs.readFileSync(path.join(root, 'node_modules', 'next', 'package.json'), 'utf8')) as { version: string })
    .version;
}

/** The bare app's export (`out/` of `<root>/.build/next-floor`). */
export const nextFloorOut = (root: string): string => path.join(root, '.build', 'next-floor', 'out');

/**
 * Builds the bare app in `<root>/.build/next-floor` (inside the checkout, so it resolves the checkout's
 * node_modules) and weighs its one page. The build log goes to `logFile`.
 */
export function buildNextFloor(root: string, logFile: string): PageWeight & { version: string } {
  const dir = path.dirname(nextFloorOut(root));
  discard(dir);
  fs.mkdirSync(path.join(dir, 'app'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'app', 'layout.jsx'), LAYOUT);
  fs.writeFileSync(path.join(dir, 'app', 'page.jsx'), PAGE);
  fs.writeFileSync(path.join(dir, 'package.json'), '{ "private": true }\n');
  // The site's own export settings (next.config.ts), nothing else of its config.
  const {
    output,
    basePath = '',
    trailingSlash,
    reactStrictMode,
    poweredByHeader,
    images,
  } = siteNextConfig(PHASE_PRODUCTION_BUILD);
  const config = { output, basePath, trailingSlash, reactStrictMode, poweredByHeader, images };
  fs.writeFileSync(
    path.join(dir, 'next.config.mjs'),
    `export default { ...${JSON.stringify(config)}, turbopack: { root: ${JSON.stringify(root)} } };\n`,
  );
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  try {
    execFileSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
      cwd: dir,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', PWD: dir },
      stdio: ['ignore', log, log],
    });
  } catch {
    throw new Error(`the bare Next.js app did not build: see ${path.relative(root, logFile)}`);
  } finally {
    fs.closeSync(log);
  }
  return { ...pageWeight(nextFloorOut(root), basePath, '/'), version: nextVersion(root) };
}
