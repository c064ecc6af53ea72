// Keeps `npm ci` working when the registry in use does not serve every platform's build of a package
// (this workplace's mirror lacks, e.g., the macOS and Windows builds of @next/swc and pagefind): npm then
// leaves those optional dependencies out of package-lock.json, and `npm ci` refuses the lockfile as
// "missing" them. This adds an entry for each missing optional dependency (exact version, optional), which
// `npm ci` accepts and skips on other platforms. Run after `npm install` changes the lockfile.
import fs from 'node:fs';

const file = process.argv[2] ?? 'package-lock.json';
const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [key, pkg] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(pkg.optionalDependencies ?? {})) {
    if (!/^\d+\.\d+\.\d+(?:-[\w.]+)?$/.test(spec)) continue;
    const nested = `${key ? `${key}/` : ''}node_modules/${name}`;
    if (packages[`node_modules/${name}`] || packages[nested]) continue;
    packages[`node_modules/${name}`] = { version: spec, optional: true, ...(pkg.dev ? { dev: true } : {}) };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${file}: added ${added} optional platform package entr${added === 1 ? 'y' : 'ies'}`);
