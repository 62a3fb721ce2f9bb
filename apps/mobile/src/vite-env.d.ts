/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The merchant code, fixed by the build configuration. */
  readonly VITE_MERCHANT?: string;
  /** The agent build's origin (https://agent.example.com), where the member centre's agency centre leads; unset, this site's. */
  readonly VITE_AGENT_SITE?: string;
}
