import { useState } from 'react'
import { getDataSource, setRuntimeBaseUrl } from '../../config'
import { buildTimeBaseUrl, parseBackendUrl } from './backend-url'
import { testConnection, type ConnectionResult } from './test-connection'

export type SourceMode = 'in-browser' | 'remote'
export type TestState = { state: 'idle' } | { state: 'testing' } | ({ state: 'done' } & ConnectionResult)

/** The data-source form: the choice, the URL, the connection test, and applying it (reload). */
export function useDataSourceForm() {
  const current = getDataSource()
  const buildDefault = buildTimeBaseUrl()
  const [mode, setMode] = useState<SourceMode>(current.mode)
  const [url, setUrl] = useState(current.mode === 'remote' ? current.baseUrl : buildDefault)
  const [touched, setTouched] = useState(false)
  const [test, setTest] = useState<TestState>({ state: 'idle' })

  const parsed = parseBackendUrl(url, window.location.protocol)
  const currentUrl = current.mode === 'remote' ? current.baseUrl : null
  const changed = mode !== current.mode || (mode === 'remote' && parsed.ok && parsed.url !== currentUrl)
  const canApply = changed && (mode === 'in-browser' || parsed.ok)

  async function runTest() {
    setTouched(true)
    if (!parsed.ok) return
    setTest({ state: 'testing' })
    setTest({ state: 'done', ...(await testConnection(parsed.url)) })
  }

  function apply() {
    setTouched(true)
    if (!canApply) return
    if (mode === 'in-browser') setRuntimeBaseUrl(buildDefault ? '' : null)
    else if (parsed.ok) setRuntimeBaseUrl(parsed.url === buildDefault ? null : parsed.url)
    // Queries, the session and (in-browser) the exchange all start afresh from the new source.
    window.location.reload()
  }

  return {
    current,
    buildDefault,
    mode,
    url,
    test,
    changed,
    canApply,
    urlError: touched && !parsed.ok ? parsed.message : null,
    setMode: (next: SourceMode) => {
      setMode(next)
      setTest({ state: 'idle' })
    },
    setUrl: (next: string) => {
      setUrl(next)
      setTest({ state: 'idle' })
    },
    blurUrl: () => setTouched(url.trim() !== ''),
    runTest,
    apply,
  }
}
