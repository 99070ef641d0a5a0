// useReportPaging: a server-paged table's own order and page size come from its report.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { brandComplimentaryReport, brandProjectsReport, defineReport } from '@specpulse/contract';
import { useReportPaging } from './use-server-paging.ts';

describe('useReportPaging', () => {
  it("asks for the first page in the report's own order, with no sort in the query", () => {
    const { result } = renderHook(() => useReportPaging(brandProjectsReport, ['name', 'lines'], 'brand 3'));
    expect(result.current.query).toEqual({ offset: 0, limit: brandProjectsReport.pageSize ?? 10 });
    const server = result.current.server(42);
    expect(server.sort).toEqual({ field: 'lines', order: 'desc' });
    expect(server.sortable).toEqual(['name', 'lines']);
    expect(server.total).toBe(42);
  });

  it('asks for another order and page, and starts again at the first page for another list', () => {
    const { result, rerender } = renderHook(
      ({ list }) => useReportPaging(brandComplimentaryReport, ['name', 'percentage'], list),
      { initialProps: { list: 'brand 3' } },
    );
    act(() => result.current.server(100).onSort('name', 'asc'));
    expect(result.current.query).toEqual({ offset: 0, limit: 10, sort: 'name', order: 'asc' });
    act(() => result.current.server(100).onPage(2, 10));
    expect(result.current.query).toMatchObject({ offset: 20, limit: 10 });
    // Back to the list's own order: no sort asked for, the server's own order (which breaks its ties its way).
    act(() => result.current.server(100).onSort('percentage', 'desc'));
    expect(result.current.query).toEqual({ offset: 0, limit: 10 });
    act(() => result.current.server(100).onPage(3, 10));
    rerender({ list: 'brand 4' });
    expect(result.current.query).toEqual({ offset: 0, limit: 10 });
  });

  it('refuses a report that declares no initial sort', () => {
    const unsorted = defineReport<{ name: string }>({
      id: 'unsorted',
      title: 'Unsorted',
      columns: [{ field: 'name', label: 'Name', kind: 'text' }],
    });
    expect(() => renderHook(() => useReportPaging(unsorted, ['name'], 'x'))).toThrow(
      /declares its initial sort/,
    );
  });
});
