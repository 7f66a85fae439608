/** Helpers of the server's command-line tools (`npm run storage:copy`, `backup`, `restore`, `recount`). */

/** Prints `message` (to stderr unless the exit code is 0) and exits. */
export function fail(message: string, code = 1): never {
  (code === 0 ? console.log : console.error)(message);
  process.exit(code);
}

/** `980 KB`, `12.4 MB`, `1.25 GB`. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${(bytes / 1024 ** 3).toFixed(2)} GB`;
  if (bytes >= 1024 ** 2) return `${(bytes / 1024 ** 2).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(0)} KB`;
}
