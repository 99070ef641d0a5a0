import { describe, expect, it } from 'vitest';
import type { SessionRow } from '@specpulse/contract';
import { firmListReport, sessionMatches, sessionsReport } from './admin-reports.ts';

const session: SessionRow = {
  user_id: 42,
  first_name: 'Dana',
  last_name: 'Designer',
  email: 'designer@example.com',
  firm_id: 7,
  firm_name: 'Acme Design',
  user_session_id: 900,
  session_start: '2026-01-02T03:04:05Z',
  session_end: '2026-01-02T03:14:05Z',
  session_length: 600,
};

describe('admin reports', () => {
  it('leave the page size to the spec default of 10', () => {
    expect(firmListReport.pageSize).toBeUndefined();
    expect(sessionsReport.pageSize).toBeUndefined();
  });

  it('find a session by user, email or firm, every word in any order and case', () => {
    expect(sessionMatches(session, 'dana')).toBe(true);
    expect(sessionMatches(session, 'DESIGNER@example')).toBe(true);
    expect(sessionMatches(session, 'acme dana')).toBe(true);
    expect(sessionMatches(session, '42')).toBe(true);
    expect(sessionMatches(session, 'acme smith')).toBe(false);
    // The session id and dates are not searched.
    expect(sessionMatches(session, '900')).toBe(false);
  });
});
