// Proves that @nx/enforce-module-boundaries rejects imports the Nx tags forbid:
// each probe file is linted and must fail with that rule; the probes are always removed.
import { spawnSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..');
// Each probe imports a project that does not depend back on the prober, so the only possible
// complaint is the tag rule itself (a cycle would be reported instead).
const probes = [
  { file: 'libs/validation/src/boundary-probe.ts', code: "import { createChatEngine } from '@yiying/chat';\nexport const probe = createChatEngine;\n", why: 'type:util must not import type:core' },
  { file: 'libs/widgets/src/boundary-probe.ts', code: "import { createApiClient } from '@yiying/api-client';\nexport const probe = createApiClient;\n", why: 'type:ui must not import type:data-access' },
  { file: 'libs/api-client/src/boundary-probe.ts', code: "import { GalleryGrid } from '@yiying/community-ui';\nexport const probe = GalleryGrid;\n", why: 'scope:shared must not import scope:web' },
];
let bad = 0;
for (const p of probes) {
  const abs = join(root, p.file);
  try {
    writeFileSync(abs, p.code);
    const r = spawnSync('npx', ['eslint', '--no-warn-ignored', p.file], { cwd: root, encoding: 'utf8', env: { ...process.env, NX_DAEMON: 'false' } });
    const out = `${r.stdout}${r.stderr}`;
    const rejected = r.status !== 0 && out.includes('@nx/enforce-module-boundaries') && out.includes('tagged with');
    console.log(`${rejected ? 'ok  ' : 'FAIL'} ${p.file}: ${p.why}${rejected ? ' (rejected by lint)' : ' (lint did NOT reject it)'}`);
    if (!rejected) { bad++; console.log(out); }
  } finally {
    rmSync(abs, { force: true });
  }
}
process.exit(bad ? 1 : 0);
