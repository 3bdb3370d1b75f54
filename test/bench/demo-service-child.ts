/**
 * A demo service in a process of its own, for the benchmarks (demo-service-process.ts): its options as
 * JSON in argv[2]. It prints its address on a line; a line «latency N» on stdin sets its latency and
 * is answered «latency N»; the end of stdin closes it.
 */
import { createInterface } from 'node:readline'
import { createDemoService, type DemoServiceOptions } from '../../src/demo-service/server'

async function main(): Promise<void> {
  const options = JSON.parse(process.argv[2] ?? '{}') as DemoServiceOptions
  const demoService = await createDemoService(options)
  process.stdout.write(`${demoService.url}\n`)
  const commands = createInterface({ input: process.stdin })
  commands.on('line', (line) => {
    const [command, value] = line.split(' ')
    if (command !== 'latency') return
    demoService.control.setLatency(Number(value))
    process.stdout.write(`latency ${value}\n`)
  })
  commands.on('close', () => void demoService.close())
}

void main()
