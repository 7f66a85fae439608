import { act, fireEvent, screen } from '@testing-library/react';
import { TimedAlert } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const phase = () => document.querySelector('[data-phase]')?.getAttribute('data-phase') ?? 'removed';
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('TimedAlert', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('appears after 200 ms, hides after 4000 ms and is removed 1600 ms later', () => {
    const onClose = jest.fn();
    renderWithProviders(<TimedAlert message="保存成功" type="success" onClose={onClose} />);
    expect(phase()).toBe('pending');
    advance(199);
    expect(phase()).toBe('pending');
    advance(1);
    expect(phase()).toBe('shown');
    expect(screen.getByRole('status')).toHaveTextContent('保存成功');
    advance(3999);
    expect(phase()).toBe('shown');
    advance(1);
    expect(phase()).toBe('hiding');
    advance(1599);
    expect(phase()).toBe('hiding');
    expect(onClose).not.toHaveBeenCalled();
    advance(1);
    expect(phase()).toBe('removed');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('with duration 0 stays until closed', () => {
    const onClose = jest.fn();
    renderWithProviders(<TimedAlert message="网络连接异常" type="error" duration={0} onClose={onClose} />);
    advance(200);
    advance(60_000);
    expect(phase()).toBe('shown');
    expect(screen.getByRole('alert')).toHaveTextContent('网络连接异常');
    fireEvent.click(screen.getByRole('button', { name: '关闭提示' }));
    expect(phase()).toBe('hiding');
    advance(1600);
    expect(onClose).toHaveBeenCalled();
  });

  it('has no serious accessibility violations while shown', async () => {
    const { container } = renderWithProviders(<TimedAlert message="提示" closable />);
    advance(200);
    await expectNoSeriousA11yViolations(container);
  });
});
