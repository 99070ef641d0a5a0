// Each market query's duration, published for whoever listens (the /metrics plugin): the store needs no
// reference to the app, and a process without listeners pays one hasSubscribers check per query.
import diagnosticsChannel from 'node:diagnostics_channel';
import type { LogEvent } from 'kysely';

export interface MarketQueryEvent {
  seconds: number;
  failed: boolean;
}

export const marketQueryChannel = diagnosticsChannel.channel('specpulse:market-query');

/** Kysely's query log hook for the market snapshots. */
export function publishMarketQuery(event: LogEvent) {
  if (!marketQueryChannel.hasSubscribers) return;
  const message: MarketQueryEvent = {
    seconds: event.queryDurationMillis / 1000,
    failed: event.level === 'error',
  };
  marketQueryChannel.publish(message);
}
