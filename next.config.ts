import type { NextConfig } from 'next';
import { basePath } from './lib/routes';

/**
 * Static export under the base path. The build script sets MYBLOG_EXPORT_DIR so the export is written to a
 * temporary folder and swapped into `out/` only when every step succeeded.
 */
const nextConfig: NextConfig = {
  output: 'export',
  basePath,
  trailingSlash: true,
  distDir: process.env.MYBLOG_EXPORT_DIR ?? '.next',
  images: { unoptimized: true },
  reactStrictMode: true,
  poweredByHeader: false,
  // `npm test` runs `tsc --noEmit` and ESLint once; the build does not repeat them.
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
