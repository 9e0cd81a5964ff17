import { Badge } from '../../components/ui/badge'
import { Button } from '../../components/ui/button'
import { AlertIcon } from '../../components/ui/icons'
import { CheckIcon } from '../../components/ui/more-icons'
import { Input, Label } from '../../components/ui/input'
import { cn } from '../../components/ui/cn'
import { ChoiceGroup, type Choice } from './choice-group'
import { DeviceIcon, ServerIcon } from './settings-icons'
import { SettingsSection } from './settings-section'
import { useDataSourceForm, type SourceMode, type TestState } from './use-data-source-form'

const SOURCES: Choice<SourceMode>[] = [
  {
    value: 'in-browser',
    label: 'In-browser exchange',
    icon: DeviceIcon,
    description: 'The whole exchange runs on this device and keeps working offline. The default.',
  },
  {
    value: 'remote',
    label: 'Remote backend',
    icon: ServerIcon,
    description: 'A server that implements the Foresight API. Sign-in and data come from it.',
  },
]

/** Where /api calls go: the in-browser exchange or a remote backend (src/config.ts). */
export function DataSourceSection() {
  const form = useDataSourceForm()
  return (
    <SettingsSection
      id="data-source"
      title="Data source"
      icon={ServerIcon}
      description="Choose where Foresight gets its markets, accounts and trades."
    >
      <p className="mb-4 flex flex-wrap items-center gap-2 text-sm">
        <span className="text-muted">Now using</span>
        <Badge tone="brand" data-testid="current-source">
          {form.current.mode === 'in-browser' ? 'In-browser exchange' : `Remote backend · ${form.current.baseUrl}`}
        </Badge>
      </p>
      <ChoiceGroup legend="Data source" name="data-source" value={form.mode} choices={SOURCES} onChange={form.setMode} />

      {form.mode === 'remote' && (
        <div className="mt-5 rounded-xl border border-line bg-surface-2/50 p-4">
          <Label htmlFor="backend-url">Backend base URL</Label>
          <Input
            id="backend-url"
            type="url"
            inputMode="url"
            autoComplete="url"
            spellCheck={false}
            className="mt-1"
            placeholder="https://api.example.com"
            value={form.url}
            aria-invalid={!!form.urlError}
            aria-describedby={form.urlError ? 'backend-url-error' : 'backend-url-help'}
            onChange={(e) => form.setUrl(e.target.value)}
            onBlur={form.blurUrl}
          />
          {form.urlError ? (
            <p id="backend-url-error" className="mt-1.5 text-sm text-no-600 dark:text-no-500">
              {form.urlError}
            </p>
          ) : (
            <p id="backend-url-help" className="mt-1.5 text-sm text-muted">
              Foresight calls <code className="font-mono text-xs">{'{base}'}/api/…</code> with cookies; the server must allow this
              site with CORS.
              {form.buildDefault && (
                <>
                  {' '}
                  This build's default is <code className="font-mono text-xs break-all">{form.buildDefault}</code>.
                </>
              )}
            </p>
          )}
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <Button variant="outline" size="sm" onClick={form.runTest} disabled={form.test.state === 'testing'}>
              {form.test.state === 'testing' ? 'Testing…' : 'Test connection'}
            </Button>
            <TestResult test={form.test} />
          </div>
        </div>
      )}

      <div className="mt-5 flex flex-col-reverse gap-3 border-t border-line pt-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted">Switching reloads the app. The in-browser exchange's data stays on this device.</p>
        <Button onClick={form.apply} disabled={!form.changed} className="shrink-0">
          Save and reload
        </Button>
      </div>
    </SettingsSection>
  )
}

function TestResult({ test }: { test: TestState }) {
  return (
    <p
      role="status"
      className={cn(
        'flex min-w-0 items-start gap-1.5 text-sm',
        test.state === 'done' && (test.ok ? 'text-yes-700 dark:text-yes-500' : 'text-no-600 dark:text-no-500'),
      )}
    >
      {test.state === 'done' &&
        (test.ok ? <CheckIcon size={16} className="mt-0.5 shrink-0" /> : <AlertIcon size={16} className="mt-0.5 shrink-0" />)}
      {test.state === 'done' && <span className="min-w-0 break-words">{test.message}</span>}
    </p>
  )
}
