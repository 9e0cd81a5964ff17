import { z } from 'zod'

// Our Content-Security-Policy forbids eval; zod 4 must not try to JIT-compile parsers.
z.config({ jitless: true })

export { z }
