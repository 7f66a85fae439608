export { DateRange, type DateRangeProps } from './date-range';
