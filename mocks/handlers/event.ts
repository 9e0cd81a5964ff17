import { HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { parseWith, readJsonBody, route } from '../http'
import { EventResetBody, EventSettingsBody } from '../../src/api/contract'
import { eventBoard, eventState, resetEvent, setSignupOpen } from '../event/event'

/** Event mode: sign-up open or closed, and the big screen's board. */
export function eventHandlers(backend: Backend) {
  return [
    route.get('/api/event', async () => {
      return HttpResponse.json(await eventState(backend))
    }),

    route.put('/api/event', async ({ request }) => {
      const { signupOpen } = parseWith(EventSettingsBody, await readJsonBody(request))
      return HttpResponse.json(await setSignupOpen(backend, signupOpen))
    }),

    route.post('/api/event/reset', async ({ request }) => {
      parseWith(EventResetBody, await readJsonBody(request))
      return HttpResponse.json(await resetEvent(backend))
    }),

    route.get('/api/event/board', async () => {
      return HttpResponse.json(await eventBoard(backend))
    }),
  ]
}
