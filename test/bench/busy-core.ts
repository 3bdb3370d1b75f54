import { spawn } from 'node:child_process'
import { once } from 'node:events'

/** Another program keeping one core busy, as on a user's laptop that is not idle. */
export function busyCore(): { stop(): Promise<void> } {
  const child = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
  return {
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return
      const ended = once(child, 'exit')
      child.kill()
      await ended
    },
  }
}
