// Proves that lint rejects forbidden imports: @nx/enforce-module-boundaries for imports the Nx tags forbid,
// in apps/server a deep import into another module and an import cycle, and in apps/web an import of the app
// shell from below it, an import of a feature from src/routing and an import cycle through a lazy import. Each probe is linted and must
// fail with its rule; the probe files are always removed.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
// Each probe imports a project that does not depend back on the prober, so the only possible
// complaint is the tag rule itself (a cycle would be reported instead).
const tagRule = { rule: '@nx/enforce-module-boundaries', says: 'tagged with' };
// `cwd` is where that project's lint runs: ESLint reads the config of the folder it starts in.
const probes = [
  {
    file: 'libs/validation/src/boundary-probe.ts',
    code: "import { createChatEngine } from '@yiying/chat';\nexport const probe = createChatEngine;\n",
    why: 'type:util must not import type:core',
    ...tagRule,
  },
  {
    file: 'libs/widgets/src/boundary-probe.ts',
    code: "import { createApiClient } from '@yiying/api-client';\nexport const probe = createApiClient;\n",
    why: 'type:ui must not import type:data-access',
    ...tagRule,
  },
  {
    file: 'libs/api-client/src/boundary-probe.ts',
    code: "import { GalleryGrid } from '@yiying/community-ui';\nexport const probe = GalleryGrid;\n",
    why: 'scope:shared must not import scope:web',
    ...tagRule,
  },
  {
    file: 'apps/server/src/modules/banner/boundary-probe.ts',
    code: "import { TokenService } from '../identity/token.service.js';\nexport const probe = TokenService;\n",
    why: 'a server module must import another module only through its index.ts',
    rule: 'no-restricted-imports',
    says: 'only through its index.ts',
    cwd: 'apps/server',
  },
  {
    file: 'apps/server/src/cycle-probe-a.ts',
    code: "import { b } from './cycle-probe-b.js';\nexport const a = (): number => b() + 1;\n",
    also: {
      file: 'apps/server/src/cycle-probe-b.ts',
      code: "import { a } from './cycle-probe-a.js';\nexport const b = (): number => a() - 1;\n",
    },
    why: 'server files must not import each other in a cycle',
    rule: 'import/no-cycle',
    says: 'Dependency cycle',
    cwd: 'apps/server',
  },
  {
    file: 'apps/web/src/features/home/layer-probe.ts',
    code: "import { ROUTES } from '../../app/routes';\nexport const probe = ROUTES;\n",
    why: 'web features must not import the app shell (app/)',
    rule: 'import/no-restricted-paths',
    says: 'Only the app shell imports app/',
    cwd: 'apps/web',
  },
  {
    file: 'apps/web/src/data/layer-probe.ts',
    code: "import { RootLayout } from '../app/layout/root-layout';\nexport const probe = RootLayout;\n",
    why: 'the web data layer must not import the app shell (app/)',
    rule: 'import/no-restricted-paths',
    says: 'Only the app shell imports app/',
    cwd: 'apps/web',
  },
  {
    file: 'apps/web/src/routing/layer-probe.ts',
    code: "import { HomePage } from '../features/home/home-page';\nexport const probe = HomePage;\n",
    why: 'web src/routing must not import the features',
    rule: 'import/no-restricted-paths',
    says: 'sit below the features',
    cwd: 'apps/web',
  },
  {
    // The shape of the old web cycle: a page imports a module that lazy-loads the page.
    file: 'apps/web/src/features/cycle-probe-a.ts',
    code: "import { load } from './cycle-probe-b';\nexport const a = () => load;\n",
    also: {
      file: 'apps/web/src/features/cycle-probe-b.ts',
      code: "export const load = () => import('./cycle-probe-a');\n",
    },
    why: 'web files must not import each other in a cycle, a lazy import() included',
    rule: 'import/no-cycle',
    says: 'Dependency cycle',
    cwd: 'apps/web',
  },
];
let bad = 0;
for (const p of probes) {
  const abs = join(root, p.file);
  const also = p.also && join(root, p.also.file);
  try {
    writeFileSync(abs, p.code);
    if (also) writeFileSync(also, p.also.code);
    const cwd = join(root, p.cwd ?? '.');
    const r = spawnSync('npx', ['eslint', '--no-warn-ignored', relative(cwd, abs)], {
      cwd,
      encoding: 'utf8',
      env: { ...process.env, NX_DAEMON: 'false' },
    });
    const out = `${r.stdout}${r.stderr}`;
    const rejected = r.status !== 0 && out.includes(p.rule) && out.includes(p.says);
    console.log(
      `${rejected ? 'ok  ' : 'FAIL'} ${p.file}: ${p.why}${rejected ? ' (rejected by lint)' : ' (lint did NOT reject it)'}`,
    );
    if (!rejected) {
      bad++;
      console.log(out);
    }
  } finally {
    rmSync(abs, { force: true });
    if (also) rmSync(also, { force: true });
  }
}
process.exit(bad ? 1 : 0);
