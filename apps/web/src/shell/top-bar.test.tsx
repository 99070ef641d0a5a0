import { describe, expect, it } from 'vitest';
import { createTheme } from '@mui/material';
import { belowTopBar } from './top-bar.tsx';

describe('belowTopBar', () => {
  it("is the top bar's height for every screen size and orientation the toolbar mixin has", () => {
    const t = createTheme();
    expect(belowTopBar(t)).toEqual({
      top: 56,
      [t.breakpoints.up('xs')]: { '@media (orientation: landscape)': { top: 48 } },
      [t.breakpoints.up('sm')]: { top: 64 },
    });
  });
});
