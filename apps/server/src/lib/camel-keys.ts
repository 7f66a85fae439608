/** `create_time` → `createTime`: a row's keys as the API spells them (the data export reads like the API). */
export function camelKeys(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()), value]),
  );
}

/** `camelKeys` of every row. */
export function camelRows(rows: readonly object[]): Record<string, unknown>[] {
  return rows.map(camelKeys);
}
