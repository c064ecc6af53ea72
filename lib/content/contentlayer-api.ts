/**
 * Contentlayer's `contentlayer2/source-files`, as contentlayer.config.ts uses it: the one the content layer's CLI
 * runs with (scripts/lib/contentlayer-cli.mjs hands it over: its bundle's, scripts/lib/contentlayer-bundle.mjs),
 * so that the document types are made with the Effect-TS instance that reads them, not with a second copy loaded
 * from node_modules. Contentlayer compiles its config for ES2020, without top-level await: the module is taken
 * from a global, which the CLI sets before it reads the config.
 */
import type * as SourceFiles from 'contentlayer2/source-files';
import { SOURCE_FILES_KEY } from '../contentlayer-api-key.mjs';

const api = (globalThis as Record<symbol, typeof SourceFiles | undefined>)[Symbol.for(SOURCE_FILES_KEY)];
if (!api) throw new Error('contentlayer.config.ts is read by the content layer of `npm run build` or `npm run dev` (scripts/lib/contentlayer-cli.mjs)');

export const { defineDocumentType, makeSource } = api;
