// `npm run serve`: serves the built out/ at http://127.0.0.1:3000<base path>/ as GitHub Pages would (the base
// path the site was built for, unless BASE_PATH says otherwise).
import fs from 'node:fs';
import path from 'node:path';
import { createStaticServer, exportBasePath } from './lib/static-server.mjs';

const root = path.resolve(process.env.OUT_DIR ?? 'out');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

if (!fs.existsSync(path.join(root, 'index.html'))) {
  console.error(`No site in ${root}: run "npm run build" first.`);
  process.exit(1);
}
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT=${process.env.PORT} is not a port number (0 to 65535).`);
  process.exit(1);
}
let basePath;
try {
  basePath = process.env.BASE_PATH ?? exportBasePath(root);
} catch (error) {
  console.error(`${error.message}: run "npm run build" again.`);
  process.exit(1);
}
const server = createStaticServer({ root, basePath });
server.on('error', (error) => {
  console.error(
    error.code === 'EADDRINUSE'
      ? `Port ${port} is in use on ${host}: stop what runs there, or choose another port (PORT=3001 npm run serve).`
      : `Cannot serve on ${host}:${port}: ${error.message}`,
  );
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), root) || '.'} at http://${host === '127.0.0.1' ? 'localhost' : host}:${port}${basePath}/`,
  );
});
