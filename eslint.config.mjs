// @ts-check
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'
import prettier from 'eslint-config-prettier'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import pluginVue from 'eslint-plugin-vue'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { MAIN_LAYERS } from './scripts/main-layers.mjs'

/** Modules of the bridge's schemas: a screen uses their types, and their values from elsewhere. */
const SCHEMA_MODULES = [
  'calls',
  'cases/case-deadlines',
  'cases/case-work',
  'cases/cases',
  'clients/clients',
  'concessions',
  'grant-info',
  'portfolio/portfolio',
  'reports/client-report',
  'reports/month-report',
  'simulator',
  'wire/case-file',
  'wire/client',
  'wire/concession',
  'wire/opportunity',
]

/**
 * The import boundaries of docs/architecture.md: who may import whom between the processes' folders
 * (ARCH-LAYERS-1) and the order of the folders of src/main (ARCH-LAYERS-2). The rules below compare
 * RESOLVED paths (the TypeScript resolver reads the tsconfig aliases, `@shared/*`), so
 * `./../renderer`, an alias, `import()`, `require()` and `export … from` are all checked; and every
 * import must resolve, or a boundary could be skipped unseen. test/repository/lint-boundaries.test.ts
 * breaks each rule.
 */

/** Packages a layer may not use, by the folder they resolve to. */
const packages = (/** @type {string[]} */ names) => names.map((name) => `node_modules/${name}`)

const SHARED_FORBIDDEN_PACKAGES = packages([
  'vue',
  'pinia',
  'naive-ui',
  'vue-router',
  'vue-i18n',
  'fastify',
  'better-sqlite3',
  'keytar',
  'exceljs',
])

/**
 * One zone per rule, each named so that a folder's exception can drop it. `target` is who imports,
 * `from` what it may not reach (both relative to this file's folder).
 */
const zones = {
  sharedIsPure: {
    target: 'src/shared',
    from: [
      'src/main',
      'src/renderer',
      'src/preload',
      'src/demo-service',
      ...SHARED_FORBIDDEN_PACKAGES,
    ],
    message: 'src/shared es TypeScript puro: solo se importa a sí mismo y librerías puras (zod).',
  },
  mainOwnsNoUi: {
    target: 'src/main',
    from: ['src/renderer', 'src/preload'],
    message: 'src/main no importa el renderer ni el preload.',
  },
  mainLeavesDemoService: {
    target: 'src/main',
    from: ['src/demo-service'],
    message:
      'src/main solo llega al servicio de demostración desde el modo demostración (services/connection/environment.ts).',
  },
  preloadIsThin: {
    target: 'src/preload',
    from: ['src/main', 'src/renderer', 'src/demo-service'],
    message: 'El preload solo importa electron y src/shared.',
  },
  rendererIsolated: {
    target: 'src/renderer',
    from: ['src/main', 'src/preload', 'src/demo-service'],
    message: 'src/renderer solo importa src/shared y window.grants.',
  },
  demoServiceIsAService: {
    target: 'src/demo-service',
    from: ['src/main', 'src/renderer', 'src/preload'],
    message: 'src/demo-service solo importa src/shared; nunca src/main.',
  },
  scriptsUseShared: {
    target: 'scripts',
    from: ['src/main', 'src/renderer', 'src/preload', 'src/demo-service'],
    message: 'scripts solo importa src/shared.',
  },
  shippedCodeOnly: {
    target: 'src',
    from: ['test', 'scripts'],
    message: 'El código de src no importa test ni scripts.',
  },
  electronInShell: {
    target: ['src', 'scripts', 'test', 'bin'],
    from: packages(['electron']),
    message: 'Solo src/main/shell y src/preload importan electron.',
  },
  updaterInShell: {
    target: ['src', 'scripts', 'test', 'bin'],
    from: packages(['electron-updater']),
    message: 'Solo src/main/shell importa electron-updater (detrás de update/update-feed-port.ts).',
  },
}

/** @typedef {keyof typeof zones} ZoneName */

/** One zone per folder of src/main that has folders at its row or above. */
const folders = MAIN_LAYERS.map((row) => row.map((entry) => entry.folder))
const mainLayerZones = folders.flatMap((row, level) =>
  row.flatMap((folder) => {
    const above = folders
      .slice(level)
      .flat()
      .filter((other) => other !== folder)
    const below = folders.slice(0, level).flat()
    if (above.length === 0) return []
    return [
      {
        target: `src/main/${folder}`,
        from: above.map((other) => `src/main/${other}`),
        message:
          `src/main/${folder} solo importa las carpetas de src/main de debajo (ARCH-LAYERS-2): ` +
          (below.length > 0 ? below.join(', ') : 'ninguna') +
          '.',
      },
    ]
  }),
)

/** @param {ZoneName[]} [dropped] */
const restrictedPaths = (dropped = []) => [
  'error',
  {
    basePath: import.meta.dirname,
    zones: [
      ...Object.entries(zones)
        .filter(([name]) => !dropped.includes(/** @type {ZoneName} */ (name)))
        .map(([, zone]) => zone),
      ...mainLayerZones,
    ],
  },
]

/**
 * Files that may cross some zones. ESLint gives a file the options of the LAST block that matches
 * it, so a block for files matched by an earlier one must drop that one's zones too.
 * @param {{ files: string[], drop: ZoneName[] }[]} list
 */
const exceptions = (list) =>
  list.map(({ files, drop }) => ({
    name: `boundaries/except-${drop.join('-')}`,
    files,
    rules: { 'import-x/no-restricted-paths': restrictedPaths(drop) },
  }))

const CODE = ['**/*.{ts,mts,cts,vue,js,mjs,cjs}']

/** The import boundaries: every zone for every file, but what its exception drops. */
const boundaries = [
  {
    name: 'boundaries/resolver',
    files: CODE,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.mts', '.cts', '.vue', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: 'tsconfig.json',
          alwaysTryTypes: true,
        }),
      ],
    },
    rules: {
      // keytar is an optional dependency (it needs libsecret): absent, it is typed by keytar-module.d.ts.
      // pdfmake's interfaces are types only, an ambient module of types/pdfmake.d.ts.
      'import-x/no-unresolved': [
        'error',
        { commonjs: true, ignore: ['^keytar$', '^pdfmake/interfaces$'] },
      ],
      'import-x/no-restricted-paths': restrictedPaths(),
      // One import declaration per module, its types inline.
      'import-x/no-duplicates': ['error', { 'prefer-inline': true }],
    },
  },
  ...exceptions([
    // The demo mode starts the demo service in-process: the one file of main that reaches it.
    { files: ['src/main/services/connection/environment.ts'], drop: ['mainLeavesDemoService'] },
    // Tests beside the code use test/ helpers; main's use the demo service as the service they talk to.
    { files: ['src/**/*.test.ts'], drop: ['shippedCodeOnly'] },
    { files: ['src/main/**/*.test.ts'], drop: ['shippedCodeOnly', 'mainLeavesDemoService'] },
    { files: ['src/preload/**'], drop: ['electronInShell'] },
    { files: ['src/main/shell/**'], drop: ['electronInShell', 'updaterInShell'] },
    {
      files: ['src/preload/**/*.test.ts'],
      drop: ['electronInShell', 'shippedCodeOnly', 'mainLeavesDemoService'],
    },
    {
      files: ['src/main/shell/**/*.test.ts'],
      drop: ['electronInShell', 'updaterInShell', 'shippedCodeOnly', 'mainLeavesDemoService'],
    },
  ]),
  {
    name: 'boundaries/no-node',
    files: ['src/shared/**', 'src/preload/**', 'src/renderer/**'],
    // Shared's tests run in Node and may read fixtures; the shipped code may not.
    ignores: ['src/shared/**/*.test.ts'],
    rules: { 'import-x/no-nodejs-modules': 'error' },
  },
]

/**
 * What is not ours to lint: builds, reports and generated catalogues, and the config electron-vite
 * bundles beside its source while it builds (CI lints and builds at once).
 */
const ignored = [
  'electron.vite.config.ts.*.mjs',
  'out/**',
  'dist/**',
  'node_modules/**',
  'test-results/**',
  'playwright-report/**',
  'bench-results/**',
  'src/shared/catalogues/*.generated.ts',
  // Copied from DefinitelyTyped as they are (types/README.md).
  'types/pdfmake.d.ts',
]

export default defineConfig(
  { ignores: ignored },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...pluginVue.configs['flat/recommended'],
  {
    files: ['**/*.vue'],
    languageOptions: {
      parserOptions: { parser: tseslint.parser, extraFileExtensions: ['.vue'] },
      globals: globals.browser,
    },
    rules: {
      'vue/multi-word-component-names': 'off',
    },
  },
  {
    // The rules that need types (floating promises, unsafe any, …) run in oxlint (.oxlintrc.json),
    // whose type checker is TypeScript's native one: ESLint builds no program.
    files: ['**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    files: [
      'src/main/**/*.ts',
      'src/demo-service/**/*.ts',
      'test/**/*.ts',
      'scripts/**',
      '*.config.*',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.mjs', '**/*.cjs', '**/*.js'],
    languageOptions: { globals: globals.node },
  },
  {
    // CommonJS shims (bin/) load the build with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Short files, one job each: a longer file is split by job (main) or by topic (tests).
    files: ['src/main/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'max-lines': ['error', { max: 400 }] },
  },
  {
    files: ['**/*.test.ts', '**/*.spec.ts'],
    rules: {
      'max-lines': ['error', { max: 800 }],
      'no-restricted-properties': [
        'error',
        {
          object: 'vi',
          property: 'waitFor',
          message:
            'Usa waitFor de test/support/wait-for.ts: el segundo que espera Vitest lo pasa una máquina ocupada entre dos turnos del test.',
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.ts'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The renderer takes constants and helpers from modules without schemas: importing a module of
    // the bridge's schemas would build them all when a screen loads (architecture [ARCH-LAYERS-3]).
    files: ['src/renderer/**/*.{ts,vue}'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: SCHEMA_MODULES.flatMap((module) => [
                `@shared/${module}`,
                `**/shared/${module}`,
              ]),
              allowTypeImports: true,
              message:
                'El renderer importa de este módulo solo tipos: sus constantes y funciones están en un módulo sin esquemas.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright reads a fixture's dependencies from its destructuring pattern, even an empty one.
    files: ['test/e2e/**/*.ts', 'test/electron/**/*.ts'],
    rules: { 'no-empty-pattern': 'off' },
  },
  ...boundaries,
  prettier,
)
