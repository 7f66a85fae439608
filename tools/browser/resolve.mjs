// One answer to "which browser do the e2e journeys, the benchmarks and the screenshot tools drive?".
// Order: CHROME_PATH → a system Chromium or Chrome → a browser Playwright already installed → install one
// (Debian/Ubuntu: apt-get as root or through `sudo -n`; elsewhere `npx playwright install chromium`) → one clear
// line naming the command to run. Never prompts: stdin is closed for every command it runs.
import { execFileSync } from 'node:child_process';
import { accessSync, constants, existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { delimiter, join } from 'node:path';

/** Program names looked up on PATH, best first. */
export const BROWSER_NAMES = ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome', 'chrome'];
/** Absolute places where a browser lives when it is not on PATH. */
export const BROWSER_PATHS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
  '/opt/google/chrome/chrome',
  '/snap/bin/chromium',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];
/**
 * Flags for every headless run: root needs --no-sandbox; the rest keep Chromium from reaching out to services a
 * closed network refuses (and from slowing measurements with background work).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Debian/Ubuntu packages the browser runs need: the browser and the fonts Chinese text is drawn with. */
export const APT_PACKAGES = ['chromium', 'fonts-noto-cjk'];

export const HELP =
  'set CHROME_PATH to a Chromium or Chrome, or install one: on Debian/Ubuntu ' +
  '`sudo apt-get install chromium fonts-noto-cjk`, elsewhere `npx playwright install chromium`';

/** Thrown when no browser can be found or installed; its message is the one line to show. */
export class BrowserNotFoundError extends Error {
  constructor(message) {
    super(message);
    this.name = 'BrowserNotFoundError';
  }
}

/** Whether `path` is a file this process may run. */
export function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A system browser: on PATH first, then in the usual places. */
export function findSystemBrowser({ env = process.env, paths = BROWSER_PATHS } = {}) {
  for (const dir of (env.PATH || '').split(delimiter).filter(Boolean)) {
    for (const name of BROWSER_NAMES) {
      const candidate = join(dir, name);
      if (isExecutable(candidate)) return candidate;
    }
  }
  return paths.find(isExecutable);
}

/** The Chromium a `playwright install` put in Playwright's cache, if any. */
export function findPlaywrightBrowser() {
  try {
    const require = createRequire(import.meta.url);
    const path = require('playwright-core').chromium.executablePath();
    return path && isExecutable(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

function commandWorks(cmd, args) {
  try {
    execFileSync(cmd, args, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** How packages can be installed here without a prompt: 'root', 'sudo', or undefined. */
export function aptAccess({ isRoot = process.getuid?.() === 0, hasApt = existsSync('/usr/bin/apt-get') } = {}) {
  if (!hasApt) return undefined;
  if (isRoot) return 'root';
  return commandWorks('sudo', ['-n', 'true']) ? 'sudo' : undefined;
}

/** Runs an installer with no stdin; its output goes to stderr, so stdout carries only the answer. */
function run(cmd, args, env) {
  execFileSync(cmd, args, { stdio: ['ignore', 2, 2], env: { ...process.env, ...env } });
}

/** Installs Debian/Ubuntu packages with apt-get, as root or with `sudo -n`; returns false when it cannot. */
export function aptInstall(packages, { access = aptAccess(), log = console.error, why } = {}) {
  if (!access) return false;
  const prefix = access === 'sudo' ? ['sudo', '-n'] : [];
  const [cmd, ...rest] = [...prefix, 'apt-get'];
  log(`installing ${packages.join(' and ')} with apt-get${why ? `: ${why}` : ''}`);
  try {
    run(cmd, [...rest, 'update', '-qq']);
    run(cmd, [...rest, 'install', '-y', '-qq', '-o', 'Dpkg::Use-Pty=0', ...packages], {
      DEBIAN_FRONTEND: 'noninteractive',
    });
    return true;
  } catch (e) {
    log(`apt-get could not install ${packages.join(' ')}: ${e.message.split('\n')[0]}`);
    return false;
  }
}

function playwrightInstall(log) {
  log('installing Chromium with `npx playwright install chromium` (no system browser was found)');
  try {
    run('npx', ['--no-install', 'playwright', 'install', 'chromium']);
    return true;
  } catch (e) {
    log(`playwright could not install Chromium: ${e.message.split('\n')[0]}`);
    return false;
  }
}

/**
 * The path of a browser to drive, installing one when allowed. Installation is off when `install` is false or
 * YIYING_BROWSER_INSTALL=never. Throws BrowserNotFoundError with one line saying what to do.
 */
export function resolveBrowser({
  env = process.env,
  install = env.YIYING_BROWSER_INSTALL !== 'never',
  log = console.error,
  system = () => findSystemBrowser({ env }),
  playwright = findPlaywrightBrowser,
  installApt = () =>
    aptInstall(APT_PACKAGES, {
      log,
      why: 'the browser journeys and benchmarks drive Chromium, and Chinese text needs CJK fonts',
    }),
  installPlaywright = () => playwrightInstall(log),
} = {}) {
  if (env.CHROME_PATH) {
    if (isExecutable(env.CHROME_PATH)) return env.CHROME_PATH;
    throw new BrowserNotFoundError(`CHROME_PATH is ${env.CHROME_PATH}, which is not an executable browser: ${HELP}.`);
  }
  const found = system() || playwright();
  if (found) return found;
  if (install) {
    if (installApt()) {
      const installed = system();
      if (installed) return installed;
    }
    if (installPlaywright()) {
      const installed = playwright();
      if (installed) return installed;
    }
  }
  throw new BrowserNotFoundError(
    `No Chromium or Chrome found${install ? ' and none could be installed' : ''}: ${HELP}.`,
  );
}

/** True when a font for Chinese text is installed (fontconfig knows one for zh); undefined when it cannot tell. */
export function hasCjkFont() {
  try {
    return (
      execFileSync('fc-list', [':lang=zh', 'family'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() !== ''
    );
  } catch {
    return undefined;
  }
}

/** Makes sure Chinese text renders in screenshots: installs fonts-noto-cjk when it is missing and allowed. */
export function ensureCjkFonts({ env = process.env, log = console.error } = {}) {
  if (hasCjkFont() !== false) return;
  const allowed = env.YIYING_BROWSER_INSTALL !== 'never';
  if (allowed && aptInstall(['fonts-noto-cjk'], { log, why: 'Chinese text in the browser needs CJK fonts' })) return;
  log(
    'note: no CJK font is installed, so Chinese text in screenshots shows as boxes (Debian/Ubuntu: `sudo apt-get install fonts-noto-cjk`)',
  );
}

/** resolveBrowser() for command-line tools: on failure prints its one line and exits 1. */
export function browserPathOrExit(options) {
  try {
    return resolveBrowser(options);
  } catch (e) {
    if (!(e instanceof BrowserNotFoundError)) throw e;
    console.error(e.message);
    process.exit(1);
  }
}
