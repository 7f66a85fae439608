import { act, fireEvent, screen } from '@testing-library/react';
import { StepTimeline, type TimelineStep } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const steps: TimelineStep[] = [
  { title: '报名', time: '3月1日', description: '填写个人信息', cover: '/1.jpg' },
  { title: '投稿', time: '3月15日', description: '上传参赛作品', cover: '/2.jpg' },
  { title: '评审', time: '4月1日', cover: '/3.jpg' },
];
const current = () => screen.getAllByRole('button').find((b) => b.getAttribute('aria-current') === 'step');

describe('StepTimeline', () => {
  afterEach(() => jest.useRealTimers());

  it('cycles the active step and its cover every 5000 ms', () => {
    jest.useFakeTimers();
    renderWithProviders(<StepTimeline steps={steps} heading="参赛流程" />);
    expect(current()).toHaveTextContent('报名');
    expect(screen.getByRole('img', { name: '报名' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(5000));
    expect(current()).toHaveTextContent('投稿');
    expect(screen.getByRole('img', { name: '投稿' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: '报名' })).not.toBeInTheDocument();
  });

  it('selects a step on click and reports it', async () => {
    const onStepChange = jest.fn();
    const { container } = renderWithProviders(<StepTimeline steps={steps} interval={0} onStepChange={onStepChange} />);
    fireEvent.click(screen.getByRole('button', { name: /评审/ }));
    expect(onStepChange).toHaveBeenCalledWith(2);
    expect(current()).toHaveTextContent('评审');
    await expectNoSeriousA11yViolations(container);
  });

  it('follows a controlled active step', () => {
    renderWithProviders(<StepTimeline steps={steps} activeStep={1} />);
    expect(current()).toHaveTextContent('投稿');
  });
});
