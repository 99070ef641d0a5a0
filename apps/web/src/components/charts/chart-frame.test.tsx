import { createRef, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { ChartFrame, type ChartExport, type ChartFrameProps } from './chart-frame.tsx';

function renderFrame(props: Partial<ChartFrameProps> = {}) {
  const wrapper = ({ children }: { children: ReactNode }) => <SnackbarProvider>{children}</SnackbarProvider>;
  return render(
    <ChartFrame
      title="Specs by month"
      height={300}
      loading={false}
      empty={false}
      containerRef={createRef<HTMLDivElement>()}
      testId="frame"
      {...props}
    />,
    { wrapper },
  );
}

const exportButtons = () => screen.queryAllByRole('button', { name: /^Export / });

/** An export that runs until the test settles it. */
function pendingExport(kind: ChartExport['kind']) {
  let settle: { resolve: () => void; reject: (e: Error) => void } | undefined;
  const run = vi.fn(
    () =>
      new Promise<void>((resolve, reject) => {
        settle = { resolve, reject };
      }),
  );
  return { kind, run, settle: () => settle! };
}

describe('ChartFrame', () => {
  it('shows the title, the actions and one button per export once the chart has data', () => {
    const exports: ChartExport[] = [
      { kind: 'xlsx', run: vi.fn(() => Promise.resolve()) },
      { kind: 'image', run: vi.fn(() => Promise.resolve()) },
      { kind: 'pdf', run: vi.fn(() => Promise.resolve()) },
    ];
    renderFrame({ exports, actions: <button type="button">Search</button> });
    expect(screen.getByRole('heading', { name: 'Specs by month' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(exportButtons().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Export spreadsheet',
      'Export image',
      'Export PDF',
    ]);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.queryByText('No Data')).toBeNull();
  });

  it('shows a spinner and no exports while loading', () => {
    renderFrame({ loading: true, exports: [{ kind: 'xlsx', run: vi.fn() }] });
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeTruthy();
    expect(exportButtons()).toEqual([]);
  });

  it('shows the empty text instead of the chart, and nothing to export', () => {
    const { rerender } = renderFrame({ empty: true, exports: [{ kind: 'xlsx', run: vi.fn() }] });
    expect(screen.getByText('No Data')).toBeTruthy();
    expect(exportButtons()).toEqual([]);
    rerender(
      <ChartFrame
        height={300}
        loading={false}
        empty
        emptyText="No projects in this period"
        containerRef={createRef<HTMLDivElement>()}
      />,
    );
    expect(screen.getByText('No projects in this period')).toBeTruthy();
  });

  it('runs one export at a time, the buttons busy (not disabled, so focus stays) until it ends', async () => {
    const user = userEvent.setup({ delay: null });
    const xlsx = pendingExport('xlsx');
    const image = pendingExport('image');
    renderFrame({ exports: [xlsx, image] });
    const busy = () => exportButtons().map((b) => b.getAttribute('aria-disabled') === 'true');
    await user.click(screen.getByRole('button', { name: 'Export spreadsheet' }));
    expect(xlsx.run).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(busy().every(Boolean)).toBe(true));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Export spreadsheet' }));
    await user.click(screen.getByRole('button', { name: 'Export image' }));
    expect(image.run).not.toHaveBeenCalled();

    xlsx.settle().resolve();
    await waitFor(() => expect(busy().some(Boolean)).toBe(false));
    await user.click(screen.getByRole('button', { name: 'Export image' }));
    expect(image.run).toHaveBeenCalledTimes(1);
    expect(xlsx.run).toHaveBeenCalledTimes(1);
  });

  it('reports a failed export as a notification and lets the user try again', async () => {
    const user = userEvent.setup({ delay: null });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const pdf = pendingExport('pdf');
    renderFrame({ exports: [pdf] });
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    pdf.settle().reject(new Error('canvas is tainted'));

    expect(await screen.findByText('The export failed')).toBeTruthy();
    expect(consoleError).toHaveBeenCalledWith('Export failed', expect.any(Error));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Export PDF' }).getAttribute('aria-disabled')).toBeNull(),
    );
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(pdf.run).toHaveBeenCalledTimes(2);
    consoleError.mockRestore();
  });
});
