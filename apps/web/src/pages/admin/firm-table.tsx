// The firm list table: FirmId, Name, Brands/Products/Internal Enabled; a row opens the firm's editor.
import { useNavigate } from 'react-router';
import type { FirmListRow } from '@specpulse/contract';
import { DataTable } from '../../components/data-table/index.ts';
import { firmListReport, firmTableRows, type FirmTableRow } from './admin-reports.ts';

export function FirmTable({ firms }: { firms: FirmListRow[] | undefined }) {
  const navigate = useNavigate();
  return (
    <DataTable<FirmTableRow>
      report={firmListReport}
      rows={firms && firmTableRows(firms)}
      title={false}
      exportable
      onRowClick={(firm) => void navigate(`/admin/${firm.firm_id}`)}
      rowLabel={(firm) => `Open ${firm.name} (firm ${firm.firm_id})`}
    />
  );
}
