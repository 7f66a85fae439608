import { render } from '@testing-library/react';
import { DateRange } from './date-range';

describe('DateRange', () => {
  it('writes both dates with 至 between, each in one unbreakable span', () => {
    const { container } = render(
      <p>
        <DateRange start="2026-12-28T09:00:00+08:00" end="2026-12-31T18:00:00+08:00" />
      </p>,
    );
    expect(container.textContent).toBe('2026-12-28 至 2026-12-31');
    const dates = [...container.querySelectorAll('.date')];
    expect(dates.map((node) => node.textContent)).toEqual(['2026-12-28', '2026-12-31']);
    for (const node of dates) expect(getComputedStyle(node).whiteSpace).toBe('nowrap');
  });

  it('writes the one date there is, and nothing without dates', () => {
    expect(render(<DateRange end="2027-01-12" />).container.textContent).toBe('2027-01-12');
    expect(render(<DateRange start={null} end={undefined} />).container.innerHTML).toBe('');
  });
});
