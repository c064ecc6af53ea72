import type { BuildOptions } from 'esbuild';

/** How the build bundles its own TypeScript to run under node (esbuild options, see node-bundle.mjs). */
export const NODE_BUNDLE: BuildOptions;
