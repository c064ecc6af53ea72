/** See build-dirs.mjs. */
export declare const MDX_MODULES: string;
