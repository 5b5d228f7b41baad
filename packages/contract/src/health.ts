import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
  uptime_seconds: z.number(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;
