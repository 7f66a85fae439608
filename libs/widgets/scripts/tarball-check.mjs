#!/usr/bin/env node
// Proves @yiying/widgets works outside the monorepo: build, `npm pack`, install the tarball into an
// empty folder (with its peers, from the local npm cache when possible) and render a PriceCard in jsdom.
// Usage: node libs/widgets/scripts/tarball-check.mjs [--keep]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../../..');
const keep = process.argv.includes('--keep');
const started = Date.now();
const run = (cmd, args, cwd = root) =>
  execFileSync(cmd, args, {
    cwd,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NX_NO_CLOUD: 'true', NX_DAEMON: 'false' },
  })
    .toString()
    .trim();
const step = (text) => console.log(`[tarball-check ${((Date.now() - started) / 1000).toFixed(1)}s] ${text}`);

// The widgets depend on the workspace packages models and validation, which are packed alongside.
const libs = ['models', 'validation', 'widgets'];
step('building ' + libs.join(', '));
run('npx', ['nx', 'run-many', '-t', 'build', '-p', ...libs, '--output-style=static']);

const dir = mkdtempSync(join(tmpdir(), 'yiying-widgets-'));
const tarballs = libs.map((lib) => {
  const name = run('npm', ['pack', '--silent', '--pack-destination', dir], join(root, 'libs', lib))
    .split('\n')
    .pop();
  return join(dir, name);
});
step('packed ' + tarballs.map((t) => t.split('/').pop()).join(', '));

// Same peer versions as the workspace, so the npm cache can serve them without the network.
const workspaceRequire = createRequire(join(root, 'package.json'));
const version = (pkg) => JSON.parse(readFileSync(workspaceRequire.resolve(`${pkg}/package.json`), 'utf8')).version;
const peers = ['react', 'react-dom', '@emotion/react', '@emotion/styled'].map((p) => `${p}@${version(p)}`);

const app = join(dir, 'app');
run('mkdir', ['-p', app]);
writeFileSync(
  join(app, 'package.json'),
  JSON.stringify({ name: 'another-site', private: true, type: 'module' }, null, 2),
);
step('installing into ' + app);
run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', ...tarballs, ...peers], app);

// The test runs from inside the empty project, so every import resolves from its node_modules only;
// jsdom is the test tool and comes from the workspace.
const jsdomPath = workspaceRequire.resolve('jsdom');
writeFileSync(
  join(app, 'render-price-card.mjs'),
  `import { createRequire } from 'node:module';
const { JSDOM } = createRequire(import.meta.url)(${JSON.stringify(jsdomPath)});
const dom = new JSDOM('<!doctype html><html lang="zh-CN"><body><div id="root"></div></body></html>', { pretendToBeVisual: true });
for (const key of ['window', 'document', 'navigator', 'HTMLElement', 'Node', 'MutationObserver', 'getComputedStyle']) {
  Object.defineProperty(globalThis, key, { configurable: true, value: key === 'window' ? dom.window : dom.window[key] });
}
const React = await import('react');
const { flushSync } = await import('react-dom');
const { createRoot } = await import('react-dom/client');
const widgets = await import('@yiying/widgets');
const theme = widgets.createWidgetsTheme({ colors: { primary: '#0A7C66' } });
const root = createRoot(document.getElementById('root'));
flushSync(() =>
  root.render(
    React.createElement(widgets.WidgetsThemeProvider, { theme },
      React.createElement(widgets.PriceCard, { title: '专业版', price: 1299, unit: '/年', features: ['无限上传', '专属客服'] })),
  ),
);
const text = document.body.textContent;
// emotion may insert rules through the CSSOM, so read the sheets rather than the <style> text.
const css = Array.from(document.styleSheets).flatMap((sheet) => Array.from(sheet.cssRules).map((r) => r.cssText)).join('');
const checks = {
  title: text.includes('专业版'),
  price: text.includes('￥1,299/年'),
  features: document.querySelectorAll('li').length === 2,
  button: document.querySelector('button')?.textContent === '查看详情',
  themedCss: css.toLowerCase().includes('#0a7c66'),
};
console.log(JSON.stringify(checks));
root.unmount();
process.exit(Object.values(checks).every(Boolean) ? 0 : 1);
`,
);
step('rendering a PriceCard in jsdom');
try {
  console.log(run('node', ['render-price-card.mjs'], app));
  step('OK: @yiying/widgets installs from its tarball and renders');
} catch {
  console.error('tarball check failed');
  process.exitCode = 1;
} finally {
  if (keep) console.log('kept ' + dir);
  else rmSync(dir, { recursive: true, force: true });
}
