/** Types of resolve.mjs for the TypeScript projects that use it (the Playwright config). */
export declare const BROWSER_NAMES: readonly string[];
export declare const BROWSER_PATHS: readonly string[];
export declare const APT_PACKAGES: readonly string[];
export declare const CHROMIUM_ARGS: string[];
export declare const HELP: string;
export declare class BrowserNotFoundError extends Error {}
export interface ResolveOptions {
  env?: NodeJS.ProcessEnv;
  install?: boolean;
  log?: (line: string) => void;
  system?: () => string | undefined;
  playwright?: () => string | undefined;
  installApt?: () => boolean;
  installPlaywright?: () => boolean;
}
export declare function findSystemBrowser(options?: {
  env?: NodeJS.ProcessEnv;
  paths?: readonly string[];
}): string | undefined;
export declare function findPlaywrightBrowser(): string | undefined;
export declare function resolveBrowser(options?: ResolveOptions): string;
export declare function browserPathOrExit(options?: ResolveOptions): string;
export declare function hasCjkFont(): boolean | undefined;
export declare function ensureCjkFonts(options?: { env?: NodeJS.ProcessEnv; log?: (line: string) => void }): void;
