import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithProviders } from '../../test/render-with-providers';
import { ConsentDialog } from './consent-dialog';

describe('患者隐私确认', () => {
  it('says why it asks, needs an answer, and gives the chosen one', async () => {
    const onConfirm = jest.fn();
    const onCancel = jest.fn();
    const { container } = renderWithProviders(
      <ConsentDialog open medical facesLeft={2} onCancel={onCancel} onConfirm={onConfirm} />,
      { fetch: jest.fn() },
    );
    const dialog = screen.getByRole('dialog', { name: '患者隐私确认' });
    expect(dialog).toHaveTextContent('作品发布在医学类圈子或分类，图片中仍有 2 张未打码的人脸');
    await userEvent.click(screen.getByRole('button', { name: '确认发布' }));
    expect(screen.getByText('请选择图片的患者隐私情况')).toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '图片不含患者' }));
    await userEvent.click(screen.getByRole('button', { name: '确认发布' }));
    expect(onConfirm).toHaveBeenCalledWith('no_patient');
    await userEvent.click(screen.getByRole('button', { name: '返回修改' }));
    expect(onCancel).toHaveBeenCalled();
    expect(await axe(container.ownerDocument.body)).toHaveNoViolations();
  });
});
