import { myContentContract } from '@tessera/core/api/content';
import type { MyContent } from '@tessera/core/entities/my-content';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context/app-context';
import { contextOf } from '../../context/http-context';
import { route } from '../../http/contract-route';

const EMPTY: MyContent = {
  purchased_products: [],
  programs: [],
  events: [],
  recentPages: [],
  packs: [],
  pages: [],
  shared_items: [],
  upcoming_pages: [],
  bookmarked_items: [],
  has_form_submissions: false,
};

/** SPEC §3 My content: what each module knows the member follows, started, bought and saved. */
export async function myContentOf(ctx: AppContext): Promise<MyContent> {
  const auth = await ctx.requireMember();
  const parts = await Promise.all(ctx.services.extensions.myContentParts.map((part) => part(ctx, auth)));
  return Object.assign({}, EMPTY, ...parts);
}

export function registerMyContentRoute(server: FastifyInstance) {
  route(server, myContentContract, async ({ request }) => myContentOf(contextOf(request)));
}
