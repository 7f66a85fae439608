// Proves that lint rejects forbidden imports: @nx/enforce-module-boundaries for imports the Nx tags forbid,
// and in apps/server a deep import into another module and an import cycle. Each probe is linted and must
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
