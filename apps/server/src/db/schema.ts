/**
 * Every table Kysely knows about. Empty here on purpose: each module adds its tables in its `index.ts`
 * (`declare module '../../db/schema.js' { interface Database { content: ContentTable } }`), so adding a module never
 * edits this file.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-interface, @typescript-eslint/no-empty-object-type -- filled by the modules
export interface Database {}

/**
 * The registered modules, as a type: it keeps `modules/index` (and so every module's `Database` entries) in each
 * program that sees this file, the compiled declarations included. A type only: nothing is imported at run time.
 */
export type RegisteredModules = (typeof import('../modules/index.js'))['MODULES'];
