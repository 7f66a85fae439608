import { act, fireEvent, screen } from '@testing-library/react';
import { TextGuide } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('TextGuide', () => {
  const props = {
    title: '加入医影',
    text: '记录医学中的每一个瞬间',
    features: [{ icon: 'check', text: '免费发布作品', textColor: '#204165' }],
    hovers: [
      { name: '李医生', text: '心内科主任，摄影爱好者' },
      { name: '王护士', image: '/w.jpg' },
    ],
    button: { text: '立即加入', backColor: '#050B1F' },
    contact: { text: '咨询电话 010-12345678' },
    images: ['/1.jpg', '/2.jpg'],
  };

  it('shows every part and emits the button click', async () => {
    const onButtonClick = jest.fn();
    const { container } = renderWithProviders(<TextGuide {...props} onButtonClick={onButtonClick} />);
    expect(screen.getByRole('heading', { name: '加入医影' })).toBeInTheDocument();
    expect(screen.getByText('免费发布作品')).toHaveStyle({ color: '#204165' });
    expect(screen.getByText('咨询电话 010-12345678')).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /加入医影 图/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: '立即加入' }));
    expect(onButtonClick).toHaveBeenCalled();
    await expectNoSeriousA11yViolations(container);
  });

  it('shows a person card while hovered or focused', () => {
    renderWithProviders(<TextGuide {...props} />);
    const li = screen.getByRole('button', { name: '李医生' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    fireEvent.mouseEnter(li.parentElement!);
    expect(screen.getByRole('tooltip')).toHaveTextContent('心内科主任，摄影爱好者');
    fireEvent.mouseLeave(li.parentElement!);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    act(() => li.focus());
    expect(li).toHaveAccessibleDescription('李医生 心内科主任，摄影爱好者');
    fireEvent.keyDown(li, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
