import { describe, expect, it } from 'vitest';
import { computeWindows, windowsText } from './window.ts';

describe('windowsText', () => {
  it('names the months of the window and of the comparison window', () => {
    expect(windowsText(computeWindows('2026-09-30', 'qtr', 12))).toBe(
      'Oct 2025 – Sep 2026 vs Oct 2024 – Sep 2025',
    );
    expect(windowsText(computeWindows('2026-09-30', 'qtr', 6, 'yearAgo'))).toBe(
      'Apr 2026 – Sep 2026 vs Apr 2025 – Sep 2025',
    );
    expect(windowsText(computeWindows('2026-09-30', 'month', 3))).toBe(
      'Jul 2026 – Sep 2026 vs Apr 2026 – Jun 2026',
    );
  });

  it('ends at the last complete period, the fiscal one for a fiscal firm', () => {
    // September not over: the window ends with June's quarter.
    expect(windowsText(computeWindows('2026-09-15', 'qtr', 12))).toBe(
      'Jul 2025 – Jun 2026 vs Jul 2024 – Jun 2025',
    );
    // A fiscal year starting in February: the last complete fiscal year ends in January 2026.
    expect(windowsText(computeWindows('2026-09-30', 'year', 12, 'previous', 2))).toBe(
      'Feb 2025 – Jan 2026 vs Feb 2024 – Jan 2025',
    );
  });
});
