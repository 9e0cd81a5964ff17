/** Content types of the files a build holds, by extension (".js"). */
export const MIME: Readonly<Record<string, string>>
/** The Content-Type of a file, by its extension (application/octet-stream when unknown). */
export function contentType(file: string): string
/** A URL path decoded once, or null for a malformed escape, a NUL byte or a backslash. */
export function decodeUrlPath(urlPath: string): string | null
/** Whether a URL path has a percent-escape that does not decode (`/api/markets/%ff`). */
export function hasMalformedEscape(urlPath: string): boolean
/** The file a URL path names inside root (root itself or below root + separator), or null. */
export function resolveInside(root: string, urlPath: string): string | null
