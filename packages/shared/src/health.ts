// Operations calls: readiness (GET /api/ready). Liveness (GET /api/health) keeps its reply in settings.ts.
import { z } from 'zod';

/** GET /api/ready: every dependency the shop needs answered (503 with a message naming the one that did not). */
export const readyReply = z.object({
  status: z.literal('ready'),
  database: z.string(),
});
export type ReadyReply = z.infer<typeof readyReply>;
