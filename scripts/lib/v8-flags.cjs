// Preloaded (`--require` in NODE_OPTIONS) into `next build` by scripts/build.mjs: sets the V8 flags of
// MYBLOG_V8_FLAGS in a process that Node flags cannot reach otherwise. Next starts its render workers with
// arguments of its own, but they inherit NODE_OPTIONS, which takes no V8 flags, only this preload.
const flags = process.env.MYBLOG_V8_FLAGS;
// eslint-disable-next-line @typescript-eslint/no-require-imports -- a CommonJS preload, loaded by --require
if (flags) require('node:v8').setFlagsFromString(flags);
