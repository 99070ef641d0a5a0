// The autocomplete's debounce: a term typed on before the pause is over is never the debounced value, so it is
// never asked for (the e2e journey in components.e2e.ts types with the real server, where timing is the machine's).
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTOCOMPLETE_DEBOUNCE_MS, useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('skips a value replaced before the pause and takes the last one after it', () => {
    const seen: string[] = [];
    const { rerender, result } = renderHook(
      ({ term }) => {
        const debounced = useDebouncedValue(term);
        seen.push(debounced);
        return debounced;
      },
      { initialProps: { term: '' } },
    );
    rerender({ term: 'a' });
    act(() => vi.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS - 1));
    rerender({ term: 'ar' });
    act(() => vi.advanceTimersByTime(AUTOCOMPLETE_DEBOUNCE_MS - 1));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ar');
    expect(seen).not.toContain('a');
  });
});
