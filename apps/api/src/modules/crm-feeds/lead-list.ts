// A feed's file: its view's lead list as the Source Data panel's 'Export for CRM' gives it, asked of the API's
// own routes as the feed's creator with a token signed for them now (as digests are), so the guard, the
// export and hideprojects flags, the firm's scope and the view's visibility at send time decide it.
import type { FastifyInstance } from 'fastify';
import {
  crmFeedListRoute,
  crmFeedListSchema,
  sourceCrmRoute,
  type CrmFormat,
  type SourcePayload,
} from '@specpulse/contract';
import { askAs, DigestRefused, viewAs, viewPayloadAs } from '../digests/digest-figures.ts';

/** The creator may no longer have the list (or the feed): the run stops, saying why. */
export class FeedRefused extends Error {}

export async function feedLeadList(
  app: FastifyInstance,
  bearer: string,
  feed: { view_id: number; format: CrmFormat },
): Promise<Buffer> {
  let query: string;
  try {
    // The feeds' own access rule (a firm admin of a firm with territories and exports), as the creator now.
    await askAs(app, bearer, crmFeedListRoute, crmFeedListSchema);
    query = (await viewAs(app, bearer, feed.view_id)).query;
  } catch (e) {
    if (e instanceof DigestRefused)
      throw new FeedRefused(`The feed's creator may no longer see this feed or its view (${e.message})`);
    throw e;
  }
  const { payload } = await viewPayloadAs(app, bearer, query);
  const body: SourcePayload = { ...payload, brand_ids: [], utc_offset: 0 };
  const res = await app.inject({
    method: sourceCrmRoute.method,
    url: `${sourceCrmRoute.path}?format=${feed.format}`,
    headers: { authorization: bearer },
    payload: body,
  });
  if (res.statusCode === 200) return res.rawPayload;
  const reason = `${sourceCrmRoute.path} answered ${res.statusCode}: ${res.body.slice(0, 300)}`;
  // Refused or bad input will be so on the next try too; anything else (busy, 5xx) is tried again.
  if (res.statusCode >= 400 && res.statusCode < 500 && res.statusCode !== 429) throw new FeedRefused(reason);
  throw new Error(reason);
}
