import styled from '@emotion/styled';
import { formatDate } from '@yiying/models';

/** One date, never broken across lines. */
const DateText = styled.span({ whiteSpace: 'nowrap' });

export interface DateRangeProps {
  start?: string | null;
  end?: string | null;
}

/**
 * `2026-12-28 至 2026-12-31`, or the one date there is, or nothing. Each date is one unbreakable span (class `date`),
 * so a narrow line breaks around a date and never inside it.
 */
export function DateRange({ start, end }: DateRangeProps) {
  const dates = [start, end].filter((value): value is string => Boolean(value));
  if (dates.length === 0) return null;
  return (
    <>
      {dates.map((value, index) => (
        <span key={index}>
          {index > 0 && ' 至 '}
          <DateText className="date">{formatDate(value)}</DateText>
        </span>
      ))}
    </>
  );
}
