export declare const SOURCE_FILES_KEY: string;
