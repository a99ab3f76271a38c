// Vite build of the web app; in development it proxies /api and /media to the API on port 3000.
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000', '/media': 'http://localhost:3000' },
  },
  // The manifest lets the server hint each route's chunk (apps/api/src/plugins/web-app.ts).
  build: { target: 'es2022', sourcemap: false, manifest: true },
});
