/** The document's info.description: how a client and a real backend talk (Markdown). */
export const API_DESCRIPTION = `
The HTTP API of Foresight, a prediction-market trading app. By default the app answers it in the
browser (msw + IndexedDB); pointed at a base URL, the same client calls a real backend, which must
behave as described here. Prove a server with the conformance suite:
\`npm run test:contract -- --base-url https://your.backend\`.

## Conventions
- JSON in and out (\`Content-Type: application/json\`). Times are ISO 8601 strings. Money and prices
  the API carries as numeric strings ("63.00": cents for prices, dollars for balances and costs).
- Every error answer is JSON \`{ "message": string }\` with a 4xx or 5xx status; the message is shown
  to people as written. 400 names the first invalid field; unknown body fields and repeated query
  parameters are 400 too. Bodies over 16 KiB are 413.
- A path id that is malformed answers 404, like an unknown one.
- Input rules: a dollar amount in a request is whole cents (at most 2 decimals, exactly: 99.999999999 is a
  400, never rounded), and a price in cents has at most 2 decimals too; whole numbers in a query string
  are decimal digits only ("0x10", "0b11", "1e1", " 5" are a 400); names hold only visible characters
  and plain spaces and are stored in Unicode NFC; a password cannot be only whitespace.

## Sessions and security
- Signing in (POST /api/auth/login, or the GET /api/login navigation) sets the session cookie
  \`fs_session\`. The app sends every call with \`credentials: 'include'\`. A real backend sets it
  \`HttpOnly; Secure; SameSite=Lax\` (\`SameSite=None; Secure\` when the app is on another site),
  and sessions expire (the in-browser exchange: 7 days).
- Auth rules (each operation's \`x-auth\`): **public**; **signed-in** (401 without a valid session);
  **admin** (also 403 without the admin role); **own-or-admin** (the userId in the path or query must be
  the caller's own, or the caller an admin: otherwise 403).
- CORS, when the app runs on another origin: \`Access-Control-Allow-Origin\` is the app's exact origin
  (never \`*\`), \`Access-Control-Allow-Credentials: true\`, allowed methods GET, POST, PUT, PATCH,
  allowed headers \`Content-Type\` and \`Idempotency-Key\`, exposed header \`X-Total-Count\`; preflights
  (OPTIONS) answer 204.
- CSRF: every state-changing call is a JSON request, which a cross-site form cannot send and which
  needs a CORS preflight from other origins. A real backend must refuse writes whose Content-Type is
  not application/json, check the Origin header against its allow-list, and keep SameSite cookies.
  The in-browser exchange rehearses the contract but is not a security boundary: it runs on the
  person's own device.

## Idempotency
POST /api/trades, POST /api/orders and the liquidity pools' add and remove accept an
\`Idempotency-Key\` header (1-128 of \`A-Z a-z 0-9 - _ . :\`), scoped to the signed-in user (the
operations whose parameters list it). The same key with the same request answers the first result
again and books nothing; the same key with a different body, or on another pool or action, is 422;
a malformed key is 400.

## Demo controls
Operations tagged Demo (\`x-in-browser-only\`) exist only in the in-browser exchange, for presenters
and frontend developers. A real backend answers them 404; the conformance suite then skips them.
`.trim()
