// Finds a Chromium for the browser tests: CHROME_PATH, Debian's /usr/bin/chromium, or Playwright's own.
// Where none is found and we run as root on Debian/Ubuntu, installs Debian's chromium with apt
// (Playwright's browser download is not reachable here); otherwise says the one command to run.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Launch flags for headless Chromium on this kind of machine (no sandbox as root, no background network). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

function candidates() {
  const list = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const cache = path.join(os.homedir(), '.cache', 'ms-playwright');
  if (fs.existsSync(cache)) {
    for (const dir of fs
      .readdirSync(cache)
      .filter((d) => d.startsWith('chromium'))
      .sort()
      .reverse()) {
      list.push(path.join(cache, dir, 'chrome-linux', 'chrome'), path.join(cache, dir, 'chrome-linux64', 'chrome'));
    }
  }
  return list.filter(Boolean);
}

const found = () => candidates().find((p) => fs.existsSync(p));

function isDebianLike() {
  try {
    return /^(ID|ID_LIKE)=.*(debian|ubuntu)/m.test(fs.readFileSync('/etc/os-release', 'utf8'));
  } catch {
    return false;
  }
}

/** The path of a Chromium executable, installing Debian's package when allowed; throws with advice otherwise. */
export function ensureChromium() {
  const existing = found();
  if (existing) return existing;
  if (process.getuid?.() === 0 && isDebianLike()) {
    console.log('No Chromium found: installing Debian packages chromium and fonts-noto-cjk with apt…');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium', 'fonts-noto-cjk'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = found();
    if (installed) return installed;
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one, e.g. "sudo apt-get install -y chromium fonts-noto-cjk", or set CHROME_PATH.',
  );
}
