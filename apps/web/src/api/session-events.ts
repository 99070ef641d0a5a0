// Fire-and-forget usage tracking (POST /v2/session/event): page views and the login event.
import { sessionEventRoute, type SessionEventBody } from '@specpulse/contract';
import { api } from './client.ts';

/** Never rejects: tracking must not disturb the page (spec doc 1 §7, the result is not shown). */
export function recordSessionEvent(body: SessionEventBody): void {
  api.call(sessionEventRoute, { body }).catch(() => undefined);
}

/** The login event with screen and browser information (spec doc 1 §2.3). */
export function recordLogin(): void {
  const { width, height } = window.screen;
  recordSessionEvent({
    kind: 'login',
    page: '/login',
    screen: { size: `${width}x${height}`, width, height, pixelRatio: window.devicePixelRatio },
    browser: { userAgent: navigator.userAgent, language: navigator.language },
  });
}
