import { act, fireEvent, screen, within } from '@testing-library/react';
import { FileInput } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

const pick = (files: File[]) => fireEvent.change(screen.getByLabelText('选择文件'), { target: { files } });

describe('FileInput', () => {
  it('goes adding (with progress) → uploaded → deleting → removed', async () => {
    const upload = deferred<string>();
    const removal = deferred<void>();
    let report!: (p: number) => void;
    const onView = jest.fn();
    const onChange = jest.fn();
    const { container } = renderWithProviders(
      <FileInput
        materialType="pdf"
        upload={(_file, onProgress) => {
          report = onProgress;
          return upload.promise;
        }}
        onDelete={() => removal.promise}
        onView={onView}
        onChange={onChange}
      />,
    );
    expect(screen.getByLabelText('选择文件')).toHaveAttribute('accept', '.pdf');
    pick([new File(['%PDF'], '病例报告.pdf', { type: 'application/pdf' })]);
    const row = () => screen.getByRole('listitem');
    expect(row()).toHaveAttribute('data-state', 'adding');
    act(() => report(42));
    expect(screen.getByRole('progressbar', { name: '病例报告.pdf 上传进度' })).toHaveAttribute('value', '42');
    expect(screen.getByRole('button', { name: '删除 病例报告.pdf' })).toBeDisabled();
    await act(async () => upload.resolve('/files/2025/report.pdf'));
    expect(row()).toHaveAttribute('data-state', 'uploaded');
    expect(onChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ path: '/files/2025/report.pdf', state: 'uploaded', type: 'pdf' }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: '查看 病例报告.pdf' }));
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ nameEx: '病例报告.pdf' }));
    await expectNoSeriousA11yViolations(container);
    await act(async () => fireEvent.click(within(row()).getByRole('button', { name: '删除 病例报告.pdf' })));
    expect(row()).toHaveAttribute('data-state', 'deleting');
    expect(row()).toHaveTextContent('删除中');
    await act(async () => removal.resolve());
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('shows an upload failure and lets the file be removed', async () => {
    renderWithProviders(<FileInput upload={() => Promise.reject(new Error('上传图片大小不能超过 2MB!'))} />);
    await act(async () => pick([new File(['x'], 'a.png', { type: 'image/png' })]));
    expect(screen.getByRole('alert')).toHaveTextContent('上传图片大小不能超过 2MB!');
    fireEvent.click(screen.getByRole('button', { name: '删除 a.png' }));
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });
});
