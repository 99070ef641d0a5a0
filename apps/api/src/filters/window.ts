// The analysis window lives in the contract, where the web app reads it too; the API's filters import it here.
export {
  computeWindows,
  fiscalPeriodLabel,
  nextDay,
  periodGroupFor,
  periodGroupLabel,
  periodGroupLabels,
  periodGroupYearBefore,
  windowEndMonth,
  type DateRange,
  type WindowChoice,
  type Windows,
} from '@specpulse/contract';
