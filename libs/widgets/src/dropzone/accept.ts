/**
 * Whether a file matches an `accept` list as `<input type="file">` reads it: extensions (`.jpg`), exact types
 * (`image/png`) and families (`image/*`). A drop skips the picker's own filter, so dropped files are checked here.
 */
export function matchesAccept(file: { name: string; type: string }, accept: string | undefined): boolean {
  if (!accept) return true;
  const name = file.name.toLowerCase();
  const type = file.type.toLowerCase();
  return accept
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean)
    .some((rule) => {
      if (rule.startsWith('.')) return name.endsWith(rule);
      if (rule.endsWith('/*')) return type.startsWith(rule.slice(0, -1));
      return type === rule;
    });
}
