import { fireEvent, screen } from '@testing-library/react';
import { ArticleNav, AttachmentList, attachmentHref } from '../index';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('ArticleNav', () => {
  it('links 上一篇 and 下一篇, and says 没有了 when missing', async () => {
    const onNavigate = jest.fn((_link, event: { preventDefault(): void }) => event.preventDefault());
    const { container } = renderWithProviders(
      <ArticleNav prev={{ title: '春日查房', href: '/hot/detail?id=1' }} next={null} onNavigate={onNavigate} />,
    );
    expect(screen.getByRole('navigation', { name: '文章导航' })).toHaveTextContent('上一篇：春日查房下一篇：没有了');
    fireEvent.click(screen.getByRole('link', { name: '春日查房' }));
    expect(onNavigate).toHaveBeenCalledWith({ title: '春日查房', href: '/hot/detail?id=1' }, expect.anything());
    await expectNoSeriousA11yViolations(container);
  });
});

describe('AttachmentList', () => {
  const attachments = [
    { name: '征稿章程.pdf', icon: 'file-pdf', color: '#D70D19', url: '/files/rules.pdf' },
    { name: '报名表.docx', icon: 'file-word', color: '#2B579A', url: '/files/form.docx' },
  ];

  it('opens PDFs directly and office documents through the configurable viewer', async () => {
    const onOpen = jest.fn();
    const { container } = renderWithProviders(
      <AttachmentList
        attachments={attachments}
        officeViewerUrl="https://viewer.example/?src="
        baseUrl="https://yiying.cn"
        onOpen={onOpen}
      />,
    );
    expect(screen.getByRole('link', { name: '征稿章程.pdf' })).toHaveAttribute(
      'href',
      'https://yiying.cn/files/rules.pdf',
    );
    const doc = screen.getByRole('link', { name: '报名表.docx' });
    expect(doc).toHaveAttribute('href', 'https://viewer.example/?src=https%3A%2F%2Fyiying.cn%2Ffiles%2Fform.docx');
    expect(doc).toHaveAttribute('target', '_blank');
    fireEvent.click(doc);
    expect(onOpen).toHaveBeenCalledWith(attachments[1], doc.getAttribute('href'));
    await expectNoSeriousA11yViolations(container);
  });

  it('uses the default office viewer', () => {
    expect(attachmentHref({ name: 'a.xlsx', icon: '', color: '' }, undefined, 'https://x.cn')).toBe(
      'https://view.officeapps.live.com/op/view.aspx?src=https%3A%2F%2Fx.cn%2Fa.xlsx',
    );
  });
});
