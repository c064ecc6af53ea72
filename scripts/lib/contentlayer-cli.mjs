// Contentlayer's CLI (`contentlayer2 build|dev`) as the build and the dev server run it, with Effect-TS's
// execution tracing off. The CLI imports `Tracing/Enable` first thing, so every fiber it forks copies its
// parent's trace ring buffers: at 10,000 documents that copying was three quarters of the content layer's
// main thread and made it grow faster than the document count. The runtime's default platform reads the flag
// once, when its module loads: loaded here first, it keeps tracing off (error messages are unchanged).
import '@effect-ts/system/Effect';

const { run } = await import('@contentlayer2/cli');
await run();
