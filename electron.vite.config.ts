import { readFileSync } from 'node:fs'
import { posix, resolve } from 'node:path'
import vue from '@vitejs/plugin-vue'
import { defineConfig } from 'electron-vite'
import { init as checkLicences, type ModuleInfos } from 'license-checker-rseidelsohn'
import license, { type Dependency } from 'rollup-plugin-license'
import { type Plugin, type Rolldown } from 'vite'
import { LICENCE_NOTICES_FILE, type LicenceNotice } from './src/shared/diagnostics'
import { OPENAPI_FILES } from './src/demo-service/openapi'

const alias = { '@shared': resolve(__dirname, 'src/shared') }

/**
 * electron-vite leaves `dependencies` to be required at run time; optional ones (keytar) too, so a
 * machine where keytar did not install still builds, and the app falls back to the memory store.
 */
const { optionalDependencies = {} } = JSON.parse(
  readFileSync(resolve(__dirname, 'package.json'), 'utf8'),
) as { optionalDependencies?: Record<string, string> }

/**
 * The embedded demo service reads its OpenAPI documents next to its own module (src/demo-service/openapi.ts):
 * one per dialect (SC-DIALECT-1). The demo service is loaded only in demo mode, from a chunk of its own, so the
 * documents go to that chunk's folder. A missing one fails the build: a packaged demo without its
 * contract would only fail later, on the user's machine.
 */
export function copyOpenApi(folder = resolve(__dirname, 'src/demo-service')): Plugin {
  const reader = resolve(folder, 'openapi.ts')
  return {
    name: 'grants-desk:copy-openapi',
    generateBundle(_options, bundle) {
      const chunk = Object.values(bundle).find(
        (output): output is Rolldown.OutputChunk =>
          output.type === 'chunk' && output.moduleIds.some((id) => resolve(id) === reader),
      )
      const beside = chunk ? posix.dirname(chunk.fileName) : '.'
      for (const fileName of Object.values(OPENAPI_FILES)) {
        let source: string
        try {
          source = readFileSync(resolve(folder, fileName), 'utf8')
        } catch (error) {
          this.error(
            `Falta el documento OpenAPI del servicio de demostración «${fileName}» en ${folder}: ${String(error)}`,
          )
        }
        this.emitFile({ type: 'asset', fileName: posix.join(beside, fileName), source })
      }
    },
  }
}

/** The production dependencies, shipped in node_modules: license-checker-rseidelsohn reads them. */
function shippedPackages(root: string): Promise<LicenceNotice[]> {
  return new Promise((done, fail) => {
    checkLicences(
      {
        start: root,
        production: true,
        excludePrivatePackages: true,
        customFormat: { licenseText: '' },
      },
      (error: Error | undefined, found: ModuleInfos) => {
        if (error) return fail(error)
        done(
          Object.entries(found).map(([id, info]) => {
            const at = id.lastIndexOf('@')
            const licenses = info.licenses ?? 'UNKNOWN'
            return {
              name: id.slice(0, at),
              version: id.slice(at + 1),
              license: Array.isArray(licenses) ? licenses.join(' OR ') : licenses,
              text: typeof info['licenseText'] === 'string' ? info['licenseText'] : '',
            }
          }),
        )
      },
    )
  })
}

/**
 * «Acerca de» shows the licence notices of every third-party package the app ships: those bundled
 * into the renderer (rollup-plugin-license, from the modules of the bundle) and the production
 * dependencies main requires at run time (license-checker-rseidelsohn). One JSON file beside the
 * renderer; a failure of either tool fails the build.
 */
export function licenceNotices(root = __dirname): Plugin[] {
  let bundled: Dependency[] = []
  return [
    // Typed against rollup's Plugin; it uses only renderChunk (chunk.modules) and generateBundle,
    // which rolldown provides alike.
    license({
      cwd: root,
      thirdParty: { output: (dependencies) => (bundled = dependencies) },
    }) as unknown as Plugin,
    {
      name: 'grants-desk:licence-notices',
      async generateBundle() {
        const notices = new Map<string, LicenceNotice>()
        for (const dependency of bundled) {
          const notice = {
            name: dependency.name ?? '',
            version: dependency.version ?? '',
            license: dependency.license ?? 'UNKNOWN',
            text: dependency.licenseText ?? dependency.noticeText ?? '',
          }
          if (notice.name) notices.set(`${notice.name}@${notice.version}`, notice)
        }
        for (const notice of await shippedPackages(root)) {
          notices.set(`${notice.name}@${notice.version}`, notice)
        }
        const sorted = [...notices.values()].sort(
          (a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version),
        )
        this.emitFile({
          type: 'asset',
          fileName: LICENCE_NOTICES_FILE,
          source: JSON.stringify(sorted),
        })
      },
    },
  ]
}

/**
 * The renderer's chunks. At start-up (`$initial`): Vue and its router, store and i18n; zod (the
 * shared schemas); the rest of the libraries (naive-ui's providers and buttons); the app's own
 * modules. After it, what two screens or more share, libraries and the app's components alike, is
 * one chunk, loaded with the first screen opened, and each screen's chunk holds what it alone uses:
 * a screen comes in two or three files rather than a hundred small ones (a page load in the browser
 * tests about 9 % sooner). The price: the first screen opened reads the shared chunk whole
 * (180 KiB gzip), from disk.
 */
export const RENDERER_CHUNKS = [
  {
    name: 'vendor-vue',
    test: /node_modules[\\/](@vue|vue|vue-router|pinia|vue-i18n|@intlify)[\\/]/,
    tags: ['$initial' as const],
    priority: 3,
  },
  {
    name: 'vendor-zod',
    test: /node_modules[\\/]zod[\\/]/,
    tags: ['$initial' as const],
    priority: 2,
  },
  { name: 'vendor-ui', test: /node_modules[\\/]/, tags: ['$initial' as const], priority: 1 },
  {
    // Not the entry itself (src/main.ts): it stays the page's one script, `index`.
    name: 'app-start',
    test: /src[\\/]renderer[\\/]src[\\/](?!main\.ts$)/,
    tags: ['$initial' as const],
    priority: 1,
  },
  {
    name: 'app-shared',
    test: /src[\\/]renderer[\\/]src[\\/]|node_modules[\\/]/,
    minShareCount: 2,
    priority: 0,
  },
]

export default defineConfig({
  main: {
    resolve: { alias },
    build: {
      outDir: 'out/main',
      externalizeDeps: { include: Object.keys(optionalDependencies) },
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          // The command line (bin/grants-desk.cjs): same services, no Electron.
          cli: resolve(__dirname, 'src/main/cli/index.ts'),
          // The worker thread that reads the clients sync's pages (see client-page-decoder.ts).
          'client-page-worker': resolve(__dirname, 'src/main/api/client-page-worker.ts'),
          // The worker thread that builds a first sync's indexes (see index-builder.ts).
          'clients-index-worker': resolve(
            __dirname,
            'src/main/storage/clients/clients-index-worker.ts',
          ),
        },
        // A package loaded late (the libraries of files, keytar) is required when first asked for,
        // as every other: main stays CommonJS, never Node's module loader beside it.
        output: { dynamicImportInCjs: false },
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
    plugins: [vue(), ...licenceNotices()],
    // vue-i18n's feature flags: the Composition API only (no legacy API), no global components or
    // directives (the app uses `t` from useI18n), no devtools in production; what is off is left out.
    define: {
      __VUE_I18N_FULL_INSTALL__: false,
      __VUE_I18N_LEGACY_API__: false,
      __INTLIFY_PROD_DEVTOOLS__: false,
    },
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // electron-vite leaves the renderer unminified; the start-up bundle is read at every launch.
      minify: true,
      rollupOptions: {
        input: { index: resolve(__dirname, 'src/renderer/index.html') },
        output: { codeSplitting: { groups: RENDERER_CHUNKS } },
      },
    },
  },
})
