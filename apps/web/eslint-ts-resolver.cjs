// Resolves the web app's relative, extensionless specifiers ('./routes', '../data') to their TypeScript sources for
// eslint-plugin-import, so import/no-cycle and import/no-restricted-paths see every edge between its files.
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');

const isFile = (file) => existsSync(file) && statSync(file).isFile();

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  // Packages are outside the app's own import graph.
  if (!source.startsWith('.') && !path.isAbsolute(source)) return { found: true, path: null };
  const base = path.resolve(path.dirname(file), source);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')];
  const found = candidates.find(isFile);
  return found ? { found: true, path: found } : { found: false };
};
