#!/usr/bin/env node
// Uses the libraries the way another site would: pack every publishable library, check what the tarballs hold,
// `npm publish --dry-run` each, then
//   1. a Vite + React 19 site installs the widget kit and the community UI from the tarballs (with the newest React 19,
//      emotion, Vite and TypeScript 6 from the registry), passes `tsc --strict` on the shipped types (its page and every
//      library README's quick start), builds for production and renders a themed page in Chromium with no page error;
//   2. a plain Node.js ES module script installs the api-client from its tarball and talks to a running server.
// Usage: node tools/release/consumer-check.mjs [--no-build] [--keep]   (--no-build: libraries and server already built)
import { execFileSync, spawn } from 'node:child_process';
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, resolve } from 'node:path';
import { browserPathOrExit, CHROMIUM_ARGS } from '../browser/resolve.mjs';

const root = resolve(import.meta.dirname, '../..');
const keep = process.argv.includes('--keep');
const started = Date.now();
const step = (text) => console.log(`[consumer-check ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);

/** Every publishable library, in dependency order. */
export const LIBRARIES = ['models', 'validation', 'api-client', 'chat', 'widgets', 'community-ui'];

function run(cmd, args, cwd = root, env = {}) {
  return execFileSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false', ...env },
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .trim();
}

function runShown(cmd, args, cwd, env = {}) {
  try {
    return run(cmd, args, cwd, env);
  } catch (error) {
    const out = `${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}:\n${out.split('\n').slice(-40).join('\n')}`);
  }
}

/**
 * Problems of a packed `package.json` and its file list, as sentences: ranges only the workspace understands,
 * missing licence, README or type declarations, `exports` targets not in the tarball.
 */
export function packageProblems(pkg, files) {
  const problems = [];
  const has = (file) => files.includes(file.replace(/^\.\//, ''));
  for (const field of ['dependencies', 'peerDependencies', 'optionalDependencies']) {
    for (const [name, range] of Object.entries(pkg[field] ?? {})) {
      if (range === '*' || range.startsWith('workspace:') || range.startsWith('file:'))
        problems.push(`${pkg.name}: ${field} ${name} has the workspace-only range "${range}"`);
    }
  }
  if (!pkg.license) problems.push(`${pkg.name}: no licence in package.json`);
  if (!files.some((f) => /^LICEN[CS]E(\.md)?$/i.test(f))) problems.push(`${pkg.name}: no LICENSE file in the tarball`);
  if (!has('README.md')) problems.push(`${pkg.name}: no README.md in the tarball`);
  if (!pkg.types || !has(pkg.types)) problems.push(`${pkg.name}: types ${pkg.types} is not in the tarball`);
  if (pkg.sideEffects !== false) problems.push(`${pkg.name}: sideEffects is not false`);
  // Conditions starting with @ (the workspace's `@yiying/source`) are only set inside this repository.
  for (const [entry, target] of Object.entries(pkg.exports ?? {})) {
    const targets = typeof target === 'string' ? [target] : Object.entries(target).filter(([c]) => !c.startsWith('@'));
    for (const [condition, file] of typeof target === 'string' ? [['default', target]] : targets) {
      if (!has(file)) problems.push(`${pkg.name}: exports["${entry}"].${condition} → ${file} is not in the tarball`);
    }
  }
  return problems;
}

/** The first ```ts / ```tsx block after the `## Quick start` heading of a README, or null. */
export function quickStart(readme) {
  const at = readme.search(/^## Quick start\s*$/m);
  if (at < 0) return null;
  const block = /```(tsx?)\n([\s\S]*?)```/.exec(readme.slice(at));
  return block ? { lang: block[1], code: block[2] } : null;
}

/** `npm install` of packages (tarball paths or registry specs) into a scratch project, from the cache when it can. */
function npmInstall(dir, specs) {
  runShown('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...specs], dir);
}

function pack(dir) {
  const tarballs = {};
  for (const lib of LIBRARIES) {
    const [info] = JSON.parse(runShown('npm', ['pack', '--json', '--pack-destination', dir], join(root, 'libs', lib)));
    const files = info.files.map((f) => f.path);
    const pkg = JSON.parse(run('tar', ['-xOzf', join(dir, info.filename), 'package/package.json']));
    const problems = packageProblems(pkg, files);
    if (problems.length) throw new Error(problems.join('\n'));
    runShown('npm', ['publish', '--dry-run', '--json', '--access', 'public'], join(root, 'libs', lib));
    tarballs[pkg.name] = join(dir, info.filename);
    step(
      `packed ${info.filename} (${info.files.length} files, ${(info.size / 1024).toFixed(1)} kB); publish --dry-run ok`,
    );
  }
  return tarballs;
}

const SITE_PAGE = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import {
  ContactForm,
  createWidgetsTheme,
  HeroBanner,
  PriceCard,
  WidgetsThemeProvider,
} from '@yiying/widgets';
import { formatCount } from '@yiying/community-ui';

const theme = createWidgetsTheme({ colors: { primary: '#0A7C66', secondary: '#0B2A3C' } });

function Page() {
  const [sent, setSent] = useState('');
  return (
    <WidgetsThemeProvider theme={theme}>
      <HeroBanner title="另一个网站" subtitle="使用医影组件库" image="/hero.svg" />
      <main>
        <PriceCard title="基础版" price={0} features={['浏览作品']} onButtonClick={() => setSent('基础版')} />
        <PriceCard title="专业版" price={1299} unit="/年" features={['无限上传', '专属客服']} />
        <p data-testid="count">{formatCount(12345)}</p>
        <ContactForm onSubmit={async (message) => setSent(message.name)} />
        <p data-testid="sent">{sent}</p>
      </main>
    </WidgetsThemeProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
`;

async function serveStatic(dir) {
  const types = {
    '.html': 'text/html; charset=utf-8',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.svg': 'image/svg+xml',
  };
  const server = createServer((req, res) => {
    const path = join(dir, decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = existsSync(path) && statSync(path).isFile() ? path : join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  return { server, url: `http://127.0.0.1:${server.address().port}/` };
}

async function checkSite(dir, tarballs) {
  const site = join(dir, 'site');
  mkdirSync(join(site, 'src', 'readme'), { recursive: true });
  mkdirSync(join(site, 'public'), { recursive: true });
  const libs = [
    '@yiying/models',
    '@yiying/validation',
    '@yiying/widgets',
    '@yiying/community-ui',
    '@yiying/api-client',
    '@yiying/chat',
  ];
  writeFileSync(
    join(site, 'package.json'),
    JSON.stringify({ name: 'another-site', private: true, type: 'module' }, null, 2),
  );
  step('installing the site: the tarballs, React 19, emotion, Vite, TypeScript 6');
  npmInstall(site, [
    ...libs.map((l) => tarballs[l]),
    'react@19',
    'react-dom@19',
    '@emotion/react@11',
    '@emotion/styled@11',
    'vite@latest',
    '@vitejs/plugin-react@latest',
    'typescript@6',
    '@types/react@19',
    '@types/react-dom@19',
  ]);
  const version = (name) => JSON.parse(readFileSync(join(site, 'node_modules', name, 'package.json'), 'utf8')).version;
  step(
    `installed react ${version('react')}, @emotion/react ${version('@emotion/react')}, vite ${version('vite')}, typescript ${version('typescript')}`,
  );

  writeFileSync(
    join(site, 'index.html'),
    '<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>另一个网站</title></head>' +
      '<body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>',
  );
  writeFileSync(
    join(site, 'public', 'hero.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="420"><rect width="1200" height="420" fill="#0B2A3C"/></svg>',
  );
  writeFileSync(join(site, 'src', 'main.tsx'), SITE_PAGE);
  writeFileSync(
    join(site, 'vite.config.ts'),
    "import react from '@vitejs/plugin-react';\nexport default { plugins: [react()] };\n",
  );
  // Every library's README quick start must compile against the shipped types.
  const examples = [];
  for (const lib of LIBRARIES) {
    const example = quickStart(readFileSync(join(root, 'libs', lib, 'README.md'), 'utf8'));
    if (!example) throw new Error(`libs/${lib}/README.md has no "## Quick start" code block`);
    const file = join(site, 'src', 'readme', `${lib}.${example.lang}`);
    writeFileSync(file, example.code);
    examples.push(lib);
  }
  writeFileSync(
    join(site, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          lib: ['ES2023', 'DOM', 'DOM.Iterable'],
          module: 'ESNext',
          moduleResolution: 'bundler',
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: false,
          types: [],
          noUnusedLocals: false,
        },
        include: ['src'],
      },
      null,
      2,
    ),
  );
  step(`tsc --strict on the page and the quick starts of ${examples.join(', ')}`);
  runShown(join(site, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], site);
  step('vite build (production)');
  runShown(join(site, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], site, { NODE_ENV: '' });

  const { server, url } = await serveStatic(join(site, 'dist'));
  const { chromium } = createRequire(join(root, 'package.json'))('playwright-core');
  const browser = await chromium.launch({ executablePath: browserPathOrExit(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (msg) => msg.type() === 'error' && errors.push(`console: ${msg.text()}`));
    await page.goto(url);
    await page.getByText('专业版').waitFor({ timeout: 15000 });
    const text = (await page.locator('body').textContent()) ?? '';
    const expected = ['另一个网站', '基础版', '￥1,299/年', '无限上传', '1.2万'];
    const missing = expected.filter((t) => !text.includes(t));
    const primary = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('查看详情'));
      return button ? getComputedStyle(button).color : '';
    });
    // An empty contact form shows the spec's message in the built site too.
    await page
      .getByRole('button', { name: /提交|发送|留言/ })
      .first()
      .click();
    await page.getByText('必须填写姓名').first().waitFor({ timeout: 5000 });
    if (missing.length) errors.push(`missing on the page: ${missing.join(', ')}`);
    if (primary !== 'rgb(10, 124, 102)')
      errors.push(`the theme's primary colour is not applied (查看详情 colour: ${primary})`);
    if (errors.length) throw new Error(errors.join('\n'));
    step('the production site renders the themed widgets in Chromium with no page error');
  } finally {
    await browser.close();
    server.close();
  }
}

async function checkNode(dir, tarballs) {
  const app = join(dir, 'node-app');
  mkdirSync(app, { recursive: true });
  writeFileSync(join(app, 'package.json'), JSON.stringify({ name: 'node-consumer', private: true, type: 'module' }));
  npmInstall(app, [tarballs['@yiying/models'], tarballs['@yiying/validation'], tarballs['@yiying/api-client']]);
  const data = join(dir, 'server-data');
  const port = 4300 + Math.floor(Math.random() * 200);
  const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, DATA_DIR: data, PORT: String(port), HOST: '127.0.0.1', NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  server.stderr.on('data', (chunk) => (log += chunk));
  try {
    const base = `http://127.0.0.1:${port}`;
    for (let tries = 0; ; tries += 1) {
      try {
        if ((await fetch(`${base}/api/banner/list`)).ok) break;
      } catch {
        /* still starting */
      }
      if (tries > 200) throw new Error(`the server did not start:\n${log}`);
      await new Promise((done) => setTimeout(done, 300));
    }
    writeFileSync(
      join(app, 'talk.mjs'),
      `import { createApiClient, isApiError } from '@yiying/api-client';
let token = '';
const client = createApiClient({ baseUrl: ${JSON.stringify(base)}, getToken: () => token });
const posts = await client.content.list({ pageSize: 3 });
if (!(posts.total > 0 && posts.records.length === 3)) throw new Error('no posts listed: ' + JSON.stringify(posts));
const session = await client.user.login({ type: 'password', mobile: '13800000001', password: 'Yiying@2026' });
token = session.token;
const me = await client.user.current();
if (me.userId !== session.userId) throw new Error('current user differs from the login');
try {
  await client.user.login({ type: 'password', mobile: '13800000001', password: 'wrong-password' });
  throw new Error('a wrong password was accepted');
} catch (error) {
  if (!isApiError(error) || !/[\\u4e00-\\u9fff]/.test(error.message)) throw error;
}
console.log(JSON.stringify({ posts: posts.total, user: me.username }));
`,
    );
    const out = runShown(process.execPath, ['talk.mjs'], app);
    step(`a Node.js script with the packed api-client listed posts and logged in: ${out}`);
    step('@yiying/chat: packed and type-checked; the socket check waits for the server chat endpoint');
  } finally {
    server.kill('SIGTERM');
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  if (!process.argv.includes('--no-build')) {
    step('building the libraries and the server');
    runShown('npx', ['nx', 'run-many', '-t', 'build', '-p', ...LIBRARIES, 'server', '--outputStyle=static']);
  }
  const dir = mkdtempSync(join(tmpdir(), 'yiying-consumer-'));
  try {
    const tarballs = pack(dir);
    await checkSite(dir, tarballs);
    await checkNode(dir, tarballs);
    step('every check passed');
  } catch (error) {
    console.error(`[consumer-check] FAILED: ${error.message}`);
    process.exitCode = 1;
  } finally {
    if (keep) console.log(`kept ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  }
}
