import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.ts$/.test(entry.name) && !/\.spec\.ts$/.test(entry.name) ? [full] : [];
  });
}

/**
 * Registers the boundary test of a tsc-built lib whose package root is `root`: its sources import only
 * the dependencies its package.json declares, relative imports end with `.js`, and nothing reaches React or the DOM.
 */
export function describePackageBoundaries(root: string): void {
  describe('package boundaries', () => {
    it('imports nothing but its declared dependencies, and no React or DOM', () => {
      const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      const declared = Object.keys(pkg.dependencies);
      for (const file of sources(path.join(root, 'src'))) {
        const text = readFileSync(file, 'utf8');
        for (const match of text.matchAll(/(?:from|import)\s+'([^']+)'/g)) {
          const spec = match[1];
          if (spec.startsWith('.')) {
            expect(spec).toMatch(/\.js$/);
            continue;
          }
          const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0];
          expect({ file: path.relative(root, file), name, declared: declared.includes(name) }).toEqual({
            file: path.relative(root, file),
            name,
            declared: true,
          });
        }
        expect(text).not.toMatch(/\b(window|document)\.[a-zA-Z]|\b(localStorage|sessionStorage)\b|from 'react/);
      }
    });
  });
}
