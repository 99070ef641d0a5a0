// Places for the point maps: cities outside the US (a country code, no US state) and each design-firm
// office's own site (lat, lng) instead of its city's centre, so a firm's offices in one metro do not stack.
import type { Kysely } from 'kysely';
import { runStatements } from './statements.ts';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table city add column country_code text not null default 'US';
    alter table city alter column state_id drop not null;
    alter table firm_office add column lat double precision;
    alter table firm_office add column lng double precision;
  `,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runStatements(
    db,
    `
    alter table firm_office drop column lng;
    alter table firm_office drop column lat;
    delete from city where state_id is null;
    alter table city alter column state_id set not null;
    alter table city drop column country_code;
  `,
  );
}
