import { describe, expect, it } from 'vitest';
import { isSourceDataShortcut } from './shortcut.ts';

const key = (
  mods: Partial<Record<'ctrlKey' | 'altKey' | 'shiftKey' | 'metaKey', boolean>>,
  code = 'KeyR',
) => ({
  ctrlKey: false,
  altKey: false,
  shiftKey: false,
  metaKey: false,
  code,
  ...mods,
});

describe('Source Data shortcut', () => {
  it('is Ctrl+Shift+R or Alt+Shift+R', () => {
    expect(isSourceDataShortcut(key({ ctrlKey: true, shiftKey: true }))).toBe(true);
    expect(isSourceDataShortcut(key({ altKey: true, shiftKey: true }))).toBe(true);
  });

  it('is not R alone, Ctrl+R (reload), Shift+R, another letter or with Meta', () => {
    expect(isSourceDataShortcut(key({}))).toBe(false);
    expect(isSourceDataShortcut(key({ ctrlKey: true }))).toBe(false);
    expect(isSourceDataShortcut(key({ shiftKey: true }))).toBe(false);
    expect(isSourceDataShortcut(key({ ctrlKey: true, shiftKey: true }, 'KeyT'))).toBe(false);
    expect(isSourceDataShortcut(key({ ctrlKey: true, shiftKey: true, metaKey: true }))).toBe(false);
  });
});
