import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8787';
/** The browser sees one origin: /wps and /lgw go to the gateway, in dev and in preview alike. */
const proxy = { '/wps': gateway, '/lgw': gateway };

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true, proxy },
  build: { manifest: true, target: 'es2022', sourcemap: true },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'node' },
});
