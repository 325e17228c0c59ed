import { z } from 'zod';
import { defineContract } from '../contract';
import { publicAppConfigSchema } from '../entities/app';

export const healthContract = defineContract({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database check',
  tags: ['system'],
  response: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
});

export const appConfigContract = defineContract({
  method: 'GET',
  path: '/app',
  summary: "The current app's public configuration: name, theme, toolbar, access, languages, menu",
  tags: ['app'],
  response: publicAppConfigSchema,
});
