/** How a static host maps a decoded path below the base path to a file of the export (see static-host.mjs). */
export function resolveExportPath(root: string, rel: string): { file: string } | { redirect: string } | undefined;
