// Security headers: helmet's, with the two that only make sense over HTTPS (HSTS and the CSP's
// upgrade-insecure-requests) sent only when the request came over HTTPS, directly or through a trusted
// proxy's X-Forwarded-Proto. Over plain HTTP (npm start opened by a LAN address) they would make the browser
// fetch every asset by https:// from a server that does not speak it: a blank page.
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';

export const HSTS = 'max-age=31536000; includeSubDomains';
export const UPGRADE_INSECURE = 'upgrade-insecure-requests';

export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    hsts: false,
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        upgradeInsecureRequests: null,
      },
    },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol !== 'https') return;
    reply.header('Strict-Transport-Security', HSTS);
    const csp = reply.getHeader('Content-Security-Policy');
    if (typeof csp === 'string') reply.header('Content-Security-Policy', `${csp};${UPGRADE_INSECURE}`);
  });
}
