import { fireEvent, screen, within } from '@testing-library/react';
import { NoticeContent, NoticeHeader, NoticeList, sanitizeHtml } from '../index';
import { sampleNotices } from '../test-utils/notices';
import { expectNoSeriousA11yViolations, renderWithProviders } from '../test-utils/render';

describe('NoticeList', () => {
  it('shows title and date per row and reports clicks', async () => {
    const onItemClick = jest.fn();
    const { container } = renderWithProviders(<NoticeList items={sampleNotices} onItemClick={onItemClick} />);
    const rows = screen.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(within(rows[0]).getByRole('button')).toHaveTextContent('第三届医学摄影大赛征稿启事');
    expect(rows[0]).toHaveTextContent('2025-03-01');
    fireEvent.click(within(rows[1]).getByRole('button'));
    expect(onItemClick).toHaveBeenCalledWith(sampleNotices[1]);
    await expectNoSeriousA11yViolations(container);
  });

  it('detail variant has a 查看详情 button per item; empty list shows a text', async () => {
    const onItemClick = jest.fn();
    const { container, rerender } = renderWithProviders(
      <NoticeList variant="detail" items={sampleNotices} onItemClick={onItemClick} />,
    );
    const buttons = screen.getAllByRole('button', { name: /^查看详情/ });
    expect(buttons).toHaveLength(3);
    expect(buttons[0]).toHaveTextContent('查看详情');
    expect(screen.getByText('阅读 1024')).toBeInTheDocument();
    fireEvent.click(buttons[2]);
    expect(onItemClick).toHaveBeenCalledWith(sampleNotices[2]);
    await expectNoSeriousA11yViolations(container);
    rerender(<NoticeList items={[]} />);
    expect(screen.getByText('暂无公告')).toBeInTheDocument();
  });
});

describe('NoticeHeader', () => {
  it('shows publish time (Asia/Shanghai) and read count', () => {
    renderWithProviders(<NoticeHeader title="平台维护通知" createTime="2025-03-05T08:30:00Z" hits={256} />);
    expect(screen.getByRole('heading', { level: 1, name: '平台维护通知' })).toBeInTheDocument();
    expect(screen.getByText(/发布时间/)).toHaveTextContent('发布时间：2025-03-05 16:30');
    expect(screen.getByText('阅读量：256')).toBeInTheDocument();
  });
});

describe('NoticeContent', () => {
  it('renders sanitised article HTML', () => {
    const { container } = renderWithProviders(
      <NoticeContent
        content={
          '<h2>通知</h2><p onclick="alert(1)">正文<script>alert(1)</script><a href="javascript:alert(1)">链接</a></p><img src="x.png" onerror="alert(1)">'
        }
      />,
    );
    expect(screen.getByRole('heading', { name: '通知' })).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onclick], [onerror]')).toBeNull();
    expect(screen.getByText('链接')).not.toHaveAttribute('href');
  });

  it('renders an image list for the shop model', () => {
    renderWithProviders(
      <NoticeContent model="shop" title="展品" images={['/1.jpg', '/2.jpg']} content="<p>忽略</p>" />,
    );
    expect(screen.getAllByRole('img').map((i) => i.getAttribute('alt'))).toEqual(['展品 1', '展品 2']);
    expect(screen.queryByText('忽略')).not.toBeInTheDocument();
  });

  it('sanitizer keeps safe markup and adds rel to new-tab links', () => {
    expect(sanitizeHtml('<p><strong>粗体</strong><a href="https://a.cn" target="_blank">外链</a></p>')).toBe(
      '<p><strong>粗体</strong><a href="https://a.cn" target="_blank" rel="noopener noreferrer">外链</a></p>',
    );
    expect(sanitizeHtml('<iframe src="https://evil"></iframe><custom>文字</custom>')).toBe('文字');
    expect(sanitizeHtml('<img src="data:text/html;base64,xx">')).toBe('<img loading="lazy">');
  });
});
