import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { notificationColours } from './notification-colours.ts';

describe('notification colours', () => {
  it.each(Object.entries(notificationColours))(
    "the %s notification's text reads at 4.5:1 or more (WCAG AA)",
    (_, { background, text }) => {
      expect(getContrastRatio(text, background)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("notistack's own warning, info and success colours under white text would not", () => {
    for (const own of ['#ff9800', '#2196f3', '#43a047'])
      expect(getContrastRatio('#ffffff', own)).toBeLessThan(4.5);
  });
});
