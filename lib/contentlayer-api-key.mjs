// The global under which the content layer's bundled CLI (scripts/lib/contentlayer-bundle.mjs) hands its own
// `contentlayer2/source-files` to contentlayer.config.ts (lib/content/contentlayer-api.ts). Plain ESM: both read it.
export const SOURCE_FILES_KEY = 'myblog.contentlayer2/source-files';
