// Whether the page is being printed, so a component can lay out for paper (a table shows every row). The
// browser lays the page out for print right after its 'beforeprint' handlers run, so the state changes
// synchronously there (flushSync); print media matching covers a print that sends no event (an emulated one).
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

const printQuery = () => (typeof window.matchMedia === 'function' ? window.matchMedia('print') : undefined);

export function usePrinting(): boolean {
  const [printing, setPrinting] = useState(() => printQuery()?.matches ?? false);
  useEffect(() => {
    const set = (on: boolean) => flushSync(() => setPrinting(on));
    const before = () => set(true);
    const after = () => set(false);
    const query = printQuery();
    const change = (e: MediaQueryListEvent) => set(e.matches);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    query?.addEventListener('change', change);
    return () => {
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
      query?.removeEventListener('change', change);
    };
  }, []);
  return printing;
}
