// Health check contract.
import { z } from 'zod';
import { defineRoute } from './route.ts';

export const healthRoute = defineRoute({
  method: 'GET',
  path: '/healthz',
  access: 'public',
  summary: 'Liveness and database check',
  response: z.object({ status: z.literal('ok'), database: z.enum(['embedded', 'postgres']) }),
});
