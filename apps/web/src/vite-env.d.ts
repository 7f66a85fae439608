/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Origin of the API server when it is not the page's own origin. */
  readonly VITE_API_BASE_URL?: string;
}
