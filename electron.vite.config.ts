import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'electron-vite'
import { type PluginOption } from 'vite'
import { OPENAPI_FILES } from './src/sandbox/openapi'

const alias = { '@shared': resolve(__dirname, 'src/shared') }

/**
 * The embedded sandbox reads its OpenAPI documents next to the bundle (src/sandbox/openapi.ts):
 * one per dialect (G18). A missing one fails the build: a packaged demo without its contract would
 * only fail later, on the user's machine.
 */
export function copyOpenApi(folder = resolve(__dirname, 'src/sandbox')): PluginOption {
  return {
    name: 'grants-desk:copy-openapi',
    generateBundle() {
      for (const fileName of Object.values(OPENAPI_FILES)) {
        let source: string
        try {
          source = readFileSync(resolve(folder, fileName), 'utf8')
        } catch (error) {
          this.error(
            `Falta el documento OpenAPI del sandbox «${fileName}» en ${folder}: ${String(error)}`,
          )
        }
        this.emitFile({ type: 'asset', fileName, source })
      }
    },
  }
}

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          // The command line (bin/grants-desk.cjs): same services, no Electron.
          cli: resolve(__dirname, 'src/main/cli/index.ts'),
        },
      },
    },
    plugins: [copyOpenApi()],
  },
  preload: {
    resolve: { alias },
    build: {
      outDir: 'out/preload',
      // A sandboxed preload can only require('electron'): bundle everything else into one file.
      externalizeDeps: false,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/preload/index.ts') },
        external: ['electron'],
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    resolve: { alias },
    plugins: [vue()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/renderer/index.html') },
      },
    },
  },
})
