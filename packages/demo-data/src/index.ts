// The deterministic demo market generator: plans brands, products, firms, projects and users from a scale, seed
// and as-of date, and writes every table's rows (CSV text, or columns for the fact tables) for a loader to write.
export { dataRange, defaultEndDate, parseDay, type DataRange } from './calendar.ts';
export { categories, marketStructureOf } from './categories.ts';
export { ColumnRowWriter, type ColumnChunk } from './column-rows.ts';
export { CsvWriter, csvText } from './csv.ts';
export { DEMO_PASSWORD, demoAccounts, demoFirmIds } from './demo-accounts.ts';
export { dimensionLoads } from './dimensions.ts';
export { eventRows, userEventColumns } from './events.ts';
export { planFirms, type FirmsPlan } from './firms-plan.ts';
export { placeAbroad } from './abroad.ts';
export { states } from './geography.ts';
export { Loyalty } from './loyalty.ts';
export { planMarket, type MarketPlan, type Mover } from './market-plan.ts';
export { firmCsv, planPortal, sessionEventCsv, userCsv } from './portal.ts';
export { planProjects, principalCsv, projectCsv, type ProjectPlan } from './projects.ts';
export { isScale, scaleNames, scales, type Scale, type ScaleParams } from './scales.ts';
export { calibrateDepth, calibrateShares, specLineColumns, specLineRows } from './spec-lines.ts';
export { eventTypeIds, productStatuses, segments, statusIds } from './taxonomy.ts';
