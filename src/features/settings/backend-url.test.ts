import { describe, expect, it } from 'vitest'
import { parseBackendUrl } from './backend-url'

describe('parseBackendUrl', () => {
  it.each([
    ['https://api.example.com', 'https:', 'https://api.example.com'],
    ['  https://api.example.com/  ', 'https:', 'https://api.example.com'],
    ['https://example.com/backend//', 'https:', 'https://example.com/backend'],
    ['http://127.0.0.1:8080', 'http:', 'http://127.0.0.1:8080'],
    ['http://localhost:3000', 'https:', 'http://localhost:3000'],
    ['HTTPS://API.EXAMPLE.COM', 'https:', 'https://api.example.com'],
  ])('accepts %j on an %s page as %s', (input, protocol, url) => {
    expect(parseBackendUrl(input, protocol)).toEqual({ ok: true, url })
  })

  it.each([
    ['', 'https:', "Enter the backend's base URL"],
    ['api.example.com', 'https:', 'Enter a full URL'],
    ['ftp://example.com', 'https:', 'must start with https:// or http://'],
    ['https://example.com/?x=1', 'https:', 'without a ?query'],
    ['https://example.com/#top', 'https:', 'without a ?query'],
    ['https://me:secret@example.com', 'https:', 'user name'],
    ['http://api.example.com', 'https:', 'must use https:// too'],
  ])('rejects %j on an %s page', (input, protocol, message) => {
    const parsed = parseBackendUrl(input, protocol)
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.message).toContain(message)
  })
})
