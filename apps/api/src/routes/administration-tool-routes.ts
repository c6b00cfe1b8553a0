import { auditOf, writeAudit } from './administration-audit';
import { parseOrThrow } from './administration-contacts';
import {
  byCategory,
  createTool,
  findTool,
  listTools,
  restoreTool,
  retireTool,
  ToolCreateSchema,
  ToolUpdateSchema,
  updateTool,
} from './administration-tools';
import type { AdminScope } from './administration-scope';

/** `/tools-administration/*`: the tool catalogue for tool administrators, with its History. */
export function registerToolRoutes({ app, db, now, userOf, route, idOf }: AdminScope): void {
  app.route({
    ...route('GET', '/tools-administration/tools'),
    handler: async () => ({ statusCode: 200, data: byCategory(await listTools(db, { includeHidden: true })) }),
  });

  app.route({
    ...route('POST', '/tools-administration/tools'),
    handler: async (request, reply) => {
      const input = parseOrThrow(ToolCreateSchema, request.body, 'Invalid body');
      const tool = await createTool(db, input, now());
      await writeAudit(db, {
        actor: userOf(request),
        targetType: 'tool',
        targetId: tool.id,
        action: 'tool.create',
        before: null,
        after: tool,
        at: now(),
      });
      return reply.code(201).send({ statusCode: 201, data: tool });
    },
  });

  app.route({
    ...route('GET', '/tools-administration/tools/:id/history'),
    handler: async (request) => {
      const id = idOf(request);
      await findTool(db, id);
      return { statusCode: 200, data: await auditOf(db, 'tool', id, userOf(request)) };
    },
  });

  app.route({
    ...route('PATCH', '/tools-administration/tools/:id'),
    handler: async (request) => {
      const id = idOf(request);
      const input = parseOrThrow(ToolUpdateSchema, request.body, 'Invalid body');
      const { before, after } = await updateTool(db, id, input, now());
      await writeAudit(db, { actor: userOf(request), targetType: 'tool', targetId: id, action: 'tool.update', before, after, at: now() });
      return { statusCode: 200, data: after };
    },
  });

  app.route({
    ...route('DELETE', '/tools-administration/tools/:id'),
    handler: async (request) => {
      const id = idOf(request);
      const { before, after } = await retireTool(db, id, now());
      await writeAudit(db, { actor: userOf(request), targetType: 'tool', targetId: id, action: 'tool.retire', before, after, at: now() });
      return { statusCode: 200, data: after };
    },
  });

  app.route({
    ...route('POST', '/tools-administration/tools/:id/restore'),
    handler: async (request) => {
      const id = idOf(request);
      const { before, after } = await restoreTool(db, id, now());
      await writeAudit(db, { actor: userOf(request), targetType: 'tool', targetId: id, action: 'tool.restore', before, after, at: now() });
      return { statusCode: 200, data: after };
    },
  });
}
