// Preloaded (`node --require`) into a child process a test measures: when it exits, it writes its
// peak resident set size (VmHWM, in kB, from /proc on Linux) to the file named by PEAK_RSS_FILE.
const { readFileSync, writeFileSync } = require('node:fs')

process.on('exit', () => {
  const target = process.env['PEAK_RSS_FILE']
  if (!target) return
  try {
    const status = readFileSync('/proc/self/status', 'utf8')
    const peak = /^VmHWM:\s+(\d+)\s+kB$/m.exec(status)
    if (peak) writeFileSync(target, peak[1] ?? '')
  } catch {
    // No /proc (not Linux): the test says it cannot measure and skips.
  }
})
