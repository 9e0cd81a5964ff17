// The API contract: request and response shapes of every endpoint, shared by the
// client, the in-browser handlers and the conformance tests.
export * from './common'
export * from './auth'
export * from './markets'
export * from './trades'
export * from './portfolio'
export * from './logs'
export * from './admin'
