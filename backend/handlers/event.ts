import { HttpResponse } from 'msw'
import type { Backend } from '../backend'
import { route } from '../http'
import { EventSettingsBody } from '../../src/api/contract'
import { eventBoard, eventState, resetEvent, setSignupOpen, signupState } from '../event/event'

/** Event mode: sign-up open or closed, and the big screen's board. */
export function eventHandlers(backend: Backend) {
  return [
    route.get('/api/event', async () => {
      return HttpResponse.json(await eventState(backend))
    }),

    route.get('/api/event/signup', async () => {
      return HttpResponse.json(await signupState(backend))
    }),

    route.put('/api/event', async ({ input }) => {
      const { signupOpen } = input(EventSettingsBody)
      return HttpResponse.json(await setSignupOpen(backend, signupOpen))
    }),

    // The body ({ confirm: true }) is checked by the route table's schema before this runs.
    route.post('/api/event/reset', async () => {
      return HttpResponse.json(await resetEvent(backend))
    }),

    route.get('/api/event/board', async () => {
      return HttpResponse.json(await eventBoard(backend))
    }),
  ]
}
