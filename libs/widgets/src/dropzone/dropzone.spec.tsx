import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dropzone, matchesAccept } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

const file = (name: string, type: string) => new File(['x'], name, { type });

describe('matchesAccept', () => {
  it('reads extensions, exact types and type families as the file input does', () => {
    expect(matchesAccept(file('a.JPG', 'image/jpeg'), 'image/*')).toBe(true);
    expect(matchesAccept(file('a.pdf', 'application/pdf'), 'image/*')).toBe(false);
    expect(matchesAccept(file('report.DOCX', ''), '.pdf, .docx')).toBe(true);
    expect(matchesAccept(file('a.png', 'image/png'), 'image/jpeg,image/gif')).toBe(false);
    expect(matchesAccept(file('a.bin', ''), undefined)).toBe(true);
  });
});

describe('Dropzone', () => {
  it('is a named button with its hint that opens the picker on click, Enter and Space', async () => {
    renderWithProviders(<Dropzone onFiles={jest.fn()} accept="image/*" hint="JPG / PNG，不超过 5 MB" />);
    const zone = screen.getByRole('button', { name: '点击或拖拽文件到此处' });
    expect(zone).toHaveAccessibleDescription('JPG / PNG，不超过 5 MB');
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    expect(input).toHaveAttribute('accept', 'image/*');
    const picked = jest.spyOn(input, 'click');
    await userEvent.click(zone);
    zone.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(picked).toHaveBeenCalledTimes(3);
    await expectNoSeriousA11yViolations(document.body);
  });

  it('hands over picked files and splits dropped ones by accept and multiple', async () => {
    const onFiles = jest.fn();
    const { rerender } = renderWithProviders(<Dropzone onFiles={onFiles} accept="image/*" multiple />);
    const input = document.querySelector<HTMLInputElement>('input[type="file"]') as HTMLInputElement;
    const photo = file('a.png', 'image/png');
    await userEvent.upload(input, photo);
    expect(onFiles).toHaveBeenLastCalledWith([photo], []);
    const zone = screen.getByRole('button');
    const pdf = file('b.pdf', 'application/pdf');
    const second = file('c.jpg', 'image/jpeg');
    fireEvent.dragEnter(zone, { dataTransfer: { files: [] } });
    expect(zone).toHaveAttribute('data-over', 'true');
    fireEvent.drop(zone, { dataTransfer: { files: [photo, pdf, second] } });
    expect(zone).not.toHaveAttribute('data-over');
    expect(onFiles).toHaveBeenLastCalledWith([photo, second], [pdf]);
    rerender(<Dropzone onFiles={onFiles} accept="image/*" />);
    fireEvent.drop(zone, { dataTransfer: { files: [photo, second] } });
    expect(onFiles).toHaveBeenLastCalledWith([photo], [second]);
  });

  it('does nothing while disabled', async () => {
    const onFiles = jest.fn();
    renderWithProviders(<Dropzone onFiles={onFiles} disabled />);
    const zone = screen.getByRole('button');
    expect(zone).toHaveAttribute('aria-disabled', 'true');
    expect(zone).toHaveAttribute('tabindex', '-1');
    fireEvent.drop(zone, { dataTransfer: { files: [file('a.png', 'image/png')] } });
    expect(onFiles).not.toHaveBeenCalled();
  });
});
