/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The merchant code, fixed by the build configuration. */
  readonly VITE_MERCHANT?: string;
}
