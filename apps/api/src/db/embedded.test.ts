// Which statements the embedded engine's write mark counts as reads.
import { describe, expect, it } from 'vitest';
import { isReadOnlySql } from './embedded.ts';

describe('isReadOnlySql', () => {
  it('takes selects, with … selects and parenthesised selects as reads', () => {
    expect(isReadOnlySql('select 1')).toBe(true);
    expect(isReadOnlySql('  SELECT "u"."id", "updated_at" from "app_user" as "u"')).toBe(true);
    expect(isReadOnlySql('with w as (select 1) select * from w')).toBe(true);
    expect(isReadOnlySql('(select 1) union all (select 2)')).toBe(true);
  });

  it('takes everything else, and selects that write, as writes', () => {
    for (const text of [
      'insert into firm (name) values ($1)',
      'update app_user set is_active = false',
      'delete from session_event',
      'begin',
      'commit',
      'truncate table spec_line',
      'create index i on t (x)',
      'with gone as (delete from app_user returning id) select * from gone',
      'with moved as (update firm set name = $1 returning id) select id from moved',
      "select nextval(pg_get_serial_sequence('session_event', 'id'))",
      "select setval('s', 1)",
      'select * from app_user for update',
    ])
      expect(isReadOnlySql(text), text).toBe(false);
  });
});
