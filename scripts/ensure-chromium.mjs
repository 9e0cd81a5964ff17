#!/usr/bin/env node
// Browser tests drive Debian's Chromium. Install it when missing and we are root;
// otherwise say exactly what to install.
import { existsSync } from 'node:fs'
import { execSync } from 'node:child_process'

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
if (existsSync(CHROMIUM)) process.exit(0)

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
if (!isRoot) {
  console.error(
    `Chromium was not found at ${CHROMIUM}. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH).`,
  )
  process.exit(1)
}
console.log("Chromium is missing: installing Debian's chromium package...")
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-dejavu-core', {
    stdio: 'inherit',
  })
} catch {
  console.error('Could not install chromium with apt-get. Install it by hand: apt-get install -y chromium')
  process.exit(1)
}
if (!existsSync(CHROMIUM)) {
  console.error(`apt-get finished but ${CHROMIUM} is still missing.`)
  process.exit(1)
}
