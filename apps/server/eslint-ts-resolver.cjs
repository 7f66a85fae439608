// Resolves the server's relative ESM specifiers ('./x.js') to their TypeScript sources for
// eslint-plugin-import, so import/no-cycle sees every edge between server files.
const { existsSync, statSync } = require('node:fs');
const path = require('node:path');

const isFile = (file) => existsSync(file) && statSync(file).isFile();

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  // Packages are outside the server's own import graph.
  if (!source.startsWith('.') && !path.isAbsolute(source)) return { found: true, path: null };
  const base = path.resolve(path.dirname(file), source);
  const candidates = [base.replace(/\.js$/, '.ts'), base, `${base}.ts`, path.join(base, 'index.ts')];
  const found = candidates.find(isFile);
  return found ? { found: true, path: found } : { found: false };
};
