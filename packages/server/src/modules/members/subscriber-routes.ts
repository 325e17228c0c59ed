import * as api from '@tessera/core/api/subscribers';
import type { FastifyInstance } from 'fastify';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';
import { userOf } from './sign-in-response';
import * as ops from './subscriber-operations';

/** SPEC §7 Subscribers and Subscriber properties: the member's own settings, blocks, swaps, directory. */
export function registerSubscriberRoutes(server: FastifyInstance) {
  route(server, api.updateSubscriberContract, async ({ body, request }) => {
    const ctx = contextOf(request);
    const member = await ops.updateSubscriberSettings(ctx, body);
    return { subscriber: await userOf(ctx.forMember({ member, sessionId: null, token: null, source: 'job' })) };
  });

  route(server, api.blockSubscriberContract, async ({ body, request }) => ({ blocked_user_ids: await ops.blockMember(contextOf(request), body.user_id) }));

  route(server, api.swapExerciseContract, async ({ body, request }) => ({
    exercise_swaps: await ops.swapExercise(contextOf(request), { exerciseId: body.exercise_id, alternateId: body.alternate_id }),
  }));

  route(server, api.resetExerciseContract, async ({ body, request }) => ({ exercise_swaps: await ops.resetExercise(contextOf(request), body.exercise_id) }));

  route(server, api.directoryContract, async ({ query, request }) => ops.memberDirectory(contextOf(request), query));

  route(server, api.memberProfileContract, async ({ params, request }) => ops.publicMemberProfile(contextOf(request), params.id));

  route(server, api.listPropertiesContract, async ({ request }) => {
    const ctx = contextOf(request);
    return { subscriber_properties: await ops.propertiesOf(ctx, (await ctx.requireMember()).member) };
  });

  route(server, api.submittedPropertiesContract, async ({ request }) => {
    const ctx = contextOf(request);
    const all = await ops.propertiesOf(ctx, (await ctx.requireMember()).member);
    return { properties: all.filter((p) => p.value !== null && p.value !== '') };
  });

  route(server, api.putPropertyContract, async ({ params, body, request }) => ({
    subscriber_property: await ops.putProperty(contextOf(request), params.slug, body.value),
  }));

  route(server, api.getPropertyContract, async ({ params, request }) => ({ subscriber_property: await ops.getProperty(contextOf(request), params.slug) }));
}
