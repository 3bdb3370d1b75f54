#!/usr/bin/env node
'use strict'
// `grants-desk`: runs the built command line (out/main/cli.js, CommonJS).
const { existsSync } = require('node:fs')
const { join } = require('node:path')

const entry = join(__dirname, '..', 'out', 'main', 'cli.js')
if (!existsSync(entry)) {
  process.stderr.write(
    'grants-desk: falta la versión compilada (out/main/cli.js). Ejecute «npm run build» en la carpeta de Grants Desk y vuelva a intentarlo.\n',
  )
  process.exit(2)
}
// V8's compiled code of the command line is kept between runs (Node's own cache folder, in the
// system's temporary folder): a command starts about 20 ms sooner.
require('node:module').enableCompileCache?.()
require(entry)
