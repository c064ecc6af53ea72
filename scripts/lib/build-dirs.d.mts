/** See build-dirs.mjs. */
export declare const MDX_MODULES: string;
export declare const CODE_TRANSLATIONS: string;
