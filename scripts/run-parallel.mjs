// Runs npm scripts side by side, at most `--jobs` at a time (default 2, this machine's cores), in
// the order given: the long ones first. Each script's output is printed whole when it ends, so two
// logs never interleave. Exits non-zero when any script failed, after all have ended: one run
// reports every check that fails (docs/decisions/066-test-gate-time.md).
import { spawn } from 'node:child_process'

const args = process.argv.slice(2)
const jobsFlag = args.indexOf('--jobs')
const jobs = jobsFlag >= 0 ? Number(args.splice(jobsFlag, 2)[1]) : 2
const queue = [...args]
if (queue.length === 0 || !(jobs >= 1)) {
  console.error('usage: node scripts/run-parallel.mjs [--jobs N] <npm script>...')
  process.exit(2)
}

const failed = []

function run(script) {
  return new Promise((resolve) => {
    const started = Date.now()
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    })
    const output = []
    child.stdout.on('data', (chunk) => output.push(chunk))
    child.stderr.on('data', (chunk) => output.push(chunk))
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000)
      const status = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`
      process.stdout.write(`\n> npm run ${script}: ${status} in ${seconds} s\n`)
      process.stdout.write(Buffer.concat(output))
      if (code !== 0) failed.push(script)
      resolve()
    })
  })
}

async function worker() {
  for (let script = queue.shift(); script; script = queue.shift()) await run(script)
}

await Promise.all(Array.from({ length: Math.min(jobs, queue.length) }, worker))
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.join(', ')}`)
  process.exit(1)
}
