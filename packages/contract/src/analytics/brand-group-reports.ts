// Table declarations for the brand summary and brand event pages (spec doc 2 §3 Events, Event counts).
import { defineReport } from '../report.ts';
import type { EventRow, EventTypeCountRow } from './brand-group.ts';

/** /brandsummary/{brandids}. */
export const eventTypeSummaryReport = defineReport<EventTypeCountRow>({
  id: 'brand-eventtypesummary',
  title: 'Brand Event Type Summary',
  columns: [
    // An identifier, not a quantity: text, so it is never grouped like a count ('12,345').
    { field: 'event_type_id', label: 'Event Type Id', kind: 'text' },
    { field: 'name', label: 'Name', kind: 'text' },
    { field: 'cnt', label: 'Count', kind: 'number', sort: 'desc' },
  ],
});

const text = (field: keyof EventRow & string, label: string) => ({ field, label, kind: 'text' }) as const;
// An identifier, not a quantity: text, so it is never grouped like a count ('12,345').
const id = (field: keyof EventRow & string, label: string) => ({ field, label, kind: 'text' }) as const;

/** /brandeventsummary/{brandids}: paged and sorted on the server. */
export const eventSummaryReport = defineReport<EventRow>({
  id: 'brand-eventsummary',
  title: 'Brand Event Summary',
  columns: [
    id('event_id', 'Event Id'),
    id('event_type_id', 'Event Type Id'),
    text('name', 'Name'),
    { field: 'event_date', label: 'Event Date', kind: 'date', sort: 'asc' },
    id('manufacturer_id', 'Manufacturer Id'),
    text('manufacturer_name', 'Manufacturer Name'),
    id('category_id', 'Category Id'),
    text('category_name', 'Category Name'),
    id('product_id', 'Product Id'),
    text('product_name', 'Product Name'),
    id('project_id', 'Project Id'),
    text('project_name', 'Project Name'),
    text('calc_type', 'Calc Type'),
    { field: 'score', label: 'Score', kind: 'number', decimals: 3 },
    id('firm_id', 'Firm Id'),
    text('firm_name', 'Firm Name'),
    id('user_id', 'User Id'),
    id('city_id', 'City Id'),
    text('city_name', 'City Name'),
    id('region_id', 'Region Id'),
    text('region_name', 'Region Name'),
    text('region_group', 'Region Group'),
  ],
});
