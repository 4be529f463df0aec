import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { localeParts } from './vite/locale-parts';
import { precompress } from './vite/precompress';

export default defineConfig(({ isSsrBuild }) => ({
  // the server's module (src/entry-server.tsx, the second step of `npm run build`) is neither served
  // nor compressed; the browser's build is
  plugins: isSsrBuild ? [react(), localeParts()] : [react(), localeParts(), precompress()],
  resolve: {
    alias: {
      // the GIFT import and its parser, loaded with the import dialog only
      '@academy/domain/gift': fileURLToPath(
        new URL('../../packages/domain/src/gift/index.ts', import.meta.url),
      ),
      '@academy/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: isSsrBuild
    ? { outDir: 'dist-server', sourcemap: true, emptyOutDir: true }
    : {
        outDir: 'dist',
        sourcemap: true,
        chunkSizeWarningLimit: 1500,
        // the manifest (dist/.vite, not served) tells the browser tests which chunk holds which page
        manifest: true,
        rolldownOptions: {
          // The domain's modules only declare (rules, contracts): a page takes the contracts it
          // calls, not every contract the barrel re-exports.
          treeshake: {
            moduleSideEffects: [{ test: /packages[\\/]domain[\\/]src[\\/]/, sideEffects: false }],
          },
          output: {
            // What every page runs before its own code comes as one file: fewer requests, and one
            // compression context instead of some fifty small ones. So does the layout of the signed-in
            // pages with what it alone brings (menus, bell, avatar: some twenty modules). Pages stay in
            // their own chunks.
            codeSplitting: {
              groups: [
                { name: 'app', tags: ['$initial'], priority: 2 },
                { name: 'layout', test: /src[\\/]app[\\/]layouts[\\/]DefaultLayout/, priority: 1 },
              ],
            },
          },
        },
      },
}));
