/** `@docusaurus/ExecutionEnvironment`: what the current JavaScript environment can do (all false on the server). */
const canUseDOM = typeof window !== 'undefined' && 'document' in window && 'createElement' in window.document;

/** The default export of `@docusaurus/ExecutionEnvironment`. */
const ExecutionEnvironment = {
  canUseDOM,
  canUseEventListeners: canUseDOM && 'addEventListener' in window,
  canUseIntersectionObserver: canUseDOM && 'IntersectionObserver' in window,
  canUseViewport: canUseDOM && 'screen' in window,
} as const;

export default ExecutionEnvironment;
