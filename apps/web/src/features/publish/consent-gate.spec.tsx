import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PATIENT_CONSENT_MESSAGES } from '@yiying/validation';
import type { ContentRecord, PatientConsent } from '@yiying/models';
import { createFakeFetch } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-with-providers';
import { useConsentGate, type ConsentGate } from './consent-gate';
import type { SaveOutcome } from './post-form';

let gate: ConsentGate | undefined;
/** The dialog is a lazy chunk: its first load may take a while on a busy machine. */
const LAZY = { timeout: 20_000 };
jest.setTimeout(60_000);

function Harness({ categoryId }: { categoryId?: string }) {
  const current = useConsentGate({ categoryId });
  gate = current;
  return (
    <>
      <p>{current.medical ? '医学类' : '非医学类'}</p>
      {current.dialog}
    </>
  );
}

const categories = createFakeFetch({
  'GET /api/category/list': () => ({
    data: {
      records: [
        { categoryId: 'cat-medical', name: '医学影像', parentId: null },
        { categoryId: 'cat-skin', name: '皮肤', parentId: 'cat-medical' },
        { categoryId: 'cat-photo', name: '摄影', parentId: null },
      ],
      total: 3,
      pages: 1,
      size: 100,
      current: 1,
    },
  }),
});

const saved = { ok: true, record: { contentId: 'c1' } as ContentRecord } as const;

describe('useConsentGate', () => {
  afterEach(() => {
    gate = undefined;
  });

  it('asks in a category under a medical one, before saving, and saves with the answer', async () => {
    renderWithProviders(<Harness categoryId="cat-skin" />, { fetch: categories.fetch });
    expect(await screen.findByText('医学类')).toBeInTheDocument();
    const save = jest.fn<Promise<SaveOutcome>, [PatientConsent?]>().mockResolvedValue(saved);
    let outcome: Promise<SaveOutcome> | undefined;
    act(() => {
      outcome = gate?.publish({ pictures: 1, facesLeft: 0 }, save);
    });
    const dialog = await screen.findByRole('dialog', { name: '患者隐私确认' }, LAZY);
    expect(dialog).toHaveTextContent('作品发布在医学类圈子或分类');
    expect(save).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: '图片已去除可识别信息' }));
    await userEvent.click(screen.getByRole('button', { name: '确认发布' }));
    await expect(outcome).resolves.toEqual(saved);
    expect(save.mock.calls).toEqual([['deidentified']]);
  });

  it('asks nothing of a post without pictures, or outside medical places without faces', async () => {
    renderWithProviders(<Harness categoryId="cat-photo" />, { fetch: categories.fetch });
    await waitFor(() => expect(categories.calls.some((c) => c.route === 'GET /api/category/list')).toBe(true));
    expect(screen.getByText('非医学类')).toBeInTheDocument();
    const save = jest.fn<Promise<SaveOutcome>, [PatientConsent?]>().mockResolvedValue(saved);
    await act(async () => {
      await gate?.publish({ pictures: 2, facesLeft: 0 }, save);
    });
    expect(save.mock.calls).toEqual([[undefined]]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("asks with the server's reason when the server found faces, and saves again with the answer", async () => {
    const { fetch, calls } = createFakeFetch({});
    renderWithProviders(<Harness />, { fetch });
    const save = jest
      .fn<Promise<SaveOutcome>, [PatientConsent?]>()
      .mockResolvedValueOnce({ ok: false, errors: { patientConsent: PATIENT_CONSENT_MESSAGES.faces } })
      .mockResolvedValueOnce(saved);
    let outcome: Promise<SaveOutcome> | undefined;
    await act(async () => {
      outcome = gate?.publish({ pictures: 1, facesLeft: 0 }, save);
    });
    const dialog = await screen.findByRole('dialog', { name: '患者隐私确认' }, LAZY);
    expect(dialog).toHaveTextContent(PATIENT_CONSENT_MESSAGES.faces);
    await userEvent.click(screen.getByRole('radio', { name: '已获得患者知情同意' }));
    await userEvent.click(screen.getByRole('button', { name: '确认发布' }));
    await expect(outcome).resolves.toEqual(saved);
    expect(save.mock.calls).toEqual([[undefined], ['consent']]);
    // Neither a circle nor a category: nothing was read to decide.
    expect(calls).toEqual([]);
  });

  it('saves nothing when the author goes back to edit', async () => {
    renderWithProviders(<Harness />, { fetch: createFakeFetch({}).fetch });
    const save = jest.fn<Promise<SaveOutcome>, [PatientConsent?]>().mockResolvedValue(saved);
    let outcome: Promise<SaveOutcome> | undefined;
    act(() => {
      outcome = gate?.publish({ pictures: 1, facesLeft: 2 }, save);
    });
    const dialog = await screen.findByRole('dialog', { name: '患者隐私确认' }, LAZY);
    expect(dialog).toHaveTextContent('图片中仍有 2 张未打码的人脸');
    await userEvent.click(screen.getByRole('button', { name: '返回修改' }));
    await expect(outcome).resolves.toEqual({ ok: false });
    expect(save).not.toHaveBeenCalled();
  });
});
