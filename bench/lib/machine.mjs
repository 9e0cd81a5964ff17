import { cpus, totalmem, loadavg, release, platform } from 'node:os'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

function cpuModel() {
  // /proc/cpuinfo names the CPU better than os.cpus() on some virtual machines.
  try {
    const line = readFileSync('/proc/cpuinfo', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('model name'))
    if (line) return line.split(':')[1].trim()
  } catch {
    /* not Linux */
  }
  return cpus()[0]?.model ?? 'unknown'
}

function packageVersion(name) {
  try {
    return JSON.parse(readFileSync(`node_modules/${name}/package.json`, 'utf8')).version
  } catch {
    return null
  }
}

export function chromiumVersion(path) {
  try {
    return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'unavailable'
  }
}

/** What the numbers were measured on: they mean little without it. */
export function machineInfo(chromiumPath) {
  return {
    cpu: cpuModel(),
    cores: cpus().length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: `${platform()} ${release()}`,
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
    node: process.version,
    chromium: chromiumVersion(chromiumPath),
    vite: packageVersion('vite'),
    react: packageVersion('react'),
    lighthouse: packageVersion('lighthouse'),
  }
}
