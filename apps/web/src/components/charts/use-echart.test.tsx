import { act, render, screen } from '@testing-library/react';
import type { EChartsCoreOption } from 'echarts/core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubResizeObserver } from '../../test-support/stub-resize-observer.ts';
import { useEChart } from './use-echart.ts';

// ECharts draws on a canvas, which jsdom does not have: `init` is replaced by a chart that records what it is
// asked and fires `finished` when the test says the drawing ended (or at once, as ECharts does when nothing
// animates).
class FakeChart {
  calls: string[] = [];
  options: Record<string, unknown>[] = [];
  constructor(private finishesAtOnce: boolean) {}
  private finished = new Set<() => void>();
  on(event: string, handler: () => void) {
    if (event === 'finished') this.finished.add(handler);
  }
  finish() {
    for (const handler of this.finished) handler();
  }
  setOption(option: Record<string, unknown>) {
    this.calls.push('setOption');
    this.options.push(option);
    if (this.finishesAtOnce) this.finish();
  }
  clear() {
    this.calls.push('clear');
    if (this.finishesAtOnce) this.finish();
  }
  private disposed = false;
  resize() {
    this.calls.push('resize');
  }
  dispose() {
    this.disposed = true;
  }
  isDisposed() {
    return this.disposed;
  }
}
const fake = vi.hoisted(() => ({ charts: [] as FakeChart[], finishesAtOnce: false }));
vi.mock('echarts/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('echarts/core')>()),
  init: () => {
    const chart = new FakeChart(fake.finishesAtOnce);
    fake.charts.push(chart);
    return chart;
  },
}));

stubResizeObserver();

function Chart({ option }: { option: EChartsCoreOption | null }) {
  const { containerRef } = useEChart(option);
  return <div ref={containerRef} data-testid="chart" />;
}

const chart = () => fake.charts[fake.charts.length - 1]!;
const state = () => screen.getByTestId('chart').dataset.chartState;

describe('useEChart', () => {
  beforeEach(() => {
    fake.finishesAtOnce = false;
  });

  it("marks its container 'rendered' once ECharts has finished drawing each new option, 'drawing' until then", () => {
    const { rerender } = render(<Chart option={{ series: [] }} />);
    expect(chart().calls).toEqual(['setOption']);
    expect(state()).toBe('drawing');
    act(() => chart().finish());
    expect(state()).toBe('rendered');

    rerender(<Chart option={{ series: [{ type: 'bar' }] }} />);
    expect(state()).toBe('drawing');
    act(() => chart().finish());
    expect(state()).toBe('rendered');

    // No option (loading, or nothing to draw): the chart is cleared and stays 'empty' once ECharts has done so.
    rerender(<Chart option={null} />);
    expect(chart().calls).toEqual(['setOption', 'setOption', 'clear']);
    expect(state()).toBe('empty');
    act(() => chart().finish());
    expect(state()).toBe('empty');
    rerender(<Chart option={{ series: [] }} />);
    expect(state()).toBe('drawing');
  });

  it("is 'rendered' when ECharts finishes within setOption (nothing to animate)", () => {
    fake.finishesAtOnce = true;
    render(<Chart option={{ series: [] }} />);
    expect(chart().calls).toEqual(['setOption']);
    expect(state()).toBe('rendered');
  });

  it('resizes a laid-out chart with its container, never one whose DOM is gone or that is disposed', () => {
    // The observer's notices are delivered by the test; jsdom lays nothing out, so sizes are given.
    const notices: (() => void)[] = [];
    const stub = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(callback: () => void) {
        notices.push(callback);
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      const { unmount } = render(<Chart option={{ series: [] }} />);
      const element = screen.getByTestId('chart');
      Object.defineProperty(element, 'clientWidth', { value: 600 });
      Object.defineProperty(element, 'clientHeight', { value: 300 });
      const notify = () => notices.forEach((n) => n());
      notify();
      expect(chart().calls).toEqual(['setOption', 'resize']);
      // The page left: its DOM is removed before its effects are cleaned up, and a notice arrives in between.
      const parent = element.parentElement!;
      element.remove();
      notify();
      parent.appendChild(element);
      unmount();
      notify();
      expect(chart().calls).toEqual(['setOption', 'resize']);
    } finally {
      globalThis.ResizeObserver = stub;
    }
  });

  it('draws without entry animations when the system asks for less motion, with them otherwise', () => {
    const asked = (reduce: boolean) =>
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: reduce && query === '(prefers-reduced-motion: reduce)',
        media: query,
      }));
    try {
      asked(true);
      const { unmount } = render(<Chart option={{ series: [] }} />);
      expect(chart().options).toEqual([{ series: [], animation: false }]);
      unmount();
      asked(false);
      render(<Chart option={{ series: [] }} />);
      expect(chart().options).toEqual([{ series: [] }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
