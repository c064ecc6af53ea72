/**
 * A lazy component's module in the server render, where it is loaded already: `React.lazy` (and `next/dynamic`,
 * which calls `.then` on what its loader returns) suspend on a promise until it settles, in a microtask, so the first
 * page a render worker renders with that component suspends and the later ones do not. A suspended child is
 * rendered into a segment of its own, and React then separates its text from the next with `<!-- -->`: the same page
 * came out a few bytes different from one build to another (a full build against a partial one, which renders its
 * pages in another order). A thenable that calls back at once lets React render the module without suspending, on
 * every page alike.
 *
 * Used as `typeof window === 'undefined' ? settled(require('./x')) : import('./x')`: the compiler resolves
 * `typeof window` in each bundle, so the browser's keeps only the `import()` (its chunk of its own) and the
 * server's only the `require`. Typed as the Promise that `React.lazy` and `next/dynamic` are declared to take; both call
 * only its `then`.
 */
export function settled<T>(value: T): Promise<T> {
  const thenable = {
    then: (onFulfilled?: ((value: T) => unknown) | null) => settled(onFulfilled ? onFulfilled(value) : value),
  };
  return thenable as unknown as Promise<T>;
}
