// pino-roll ships no types: the part of its API this app uses.
declare module 'pino-roll' {
  import { type Writable } from 'node:stream'

  interface RollStream extends Writable {
    flush(callback?: (error?: Error) => void): void
  }

  interface PinoRollOptions {
    file: string
    size?: string | number
    frequency?: string | number
    extension?: string
    limit?: { count?: number; removeOtherLogFiles?: boolean }
    mkdir?: boolean
    sync?: boolean
    mode?: number
  }

  export default function pinoRoll(options: PinoRollOptions): Promise<RollStream>
}
