import type { AnyRoute } from '@tanstack/react-router'

/**
 * The signed-in areas' routes. Each area owns one route file (src/routes/<area>.tsx)
 * and is listed here.
 */
export const signedInRoutes: AnyRoute[] = []
