import type { Server } from 'node:http'

/** Content-Security-Policy for the app: no inline scripts, no eval. */
export function contentSecurityPolicy(connectSrc?: string[]): string
export function createStaticServer(options: { root: string; connectSrc?: string[] }): Server
