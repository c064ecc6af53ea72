// How the build bundles its own TypeScript to run under node (esbuild options): one ES module per entry, packages
// imported from node_modules. Used for the build's scripts (scripts/build.mjs), the compile threads' code
// (lib/mdx/compile-threads.ts) and the content layer's compile-ahead step (scripts/lib/contentlayer-cli.mjs).
export const NODE_BUNDLE = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  logLevel: 'error',
};
