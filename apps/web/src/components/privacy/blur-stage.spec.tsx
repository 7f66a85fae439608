import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createFakeFetch } from '../../test/fake-fetch';
import { renderWithProviders } from '../../test/render-with-providers';
import { BlurStage, type BlurStageProps } from './blur-stage';

function renderStage(props: Partial<BlurStageProps> = {}) {
  const onMark = jest.fn();
  const utils = renderWithProviders(
    <>
      <p id="hint">方向键移动光标，回车开始、再按回车结束</p>
      <BlurStage
        size={{ width: 1000, height: 500 }}
        tool="brush"
        brushSize={0.06}
        faces={[{ x: 0.1, y: 0.1, width: 0.2, height: 0.3, score: 0.9 }]}
        onMark={onMark}
        describedBy="hint"
        {...props}
      >
        <canvas role="img" aria-label="病房.jpg 预览" />
      </BlurStage>
    </>,
    { fetch: createFakeFetch({}).fetch },
  );
  return { ...utils, onMark, stage: screen.getByRole('application', { name: '打码区域' }) };
}

describe('BlurStage', () => {
  it('paints a brush stroke from the keyboard: arrows move the cursor, Enter starts and ends it', async () => {
    const { onMark, stage, container } = renderStage();
    stage.focus();
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}{Enter}');
    expect(onMark).toHaveBeenCalledTimes(1);
    const [mark] = onMark.mock.calls[0];
    expect(mark.kind).toBe('stroke');
    expect(mark.stroke.size).toBe(0.06);
    expect(mark.stroke.points[0]).toEqual({ x: 0.5, y: 0.5 });
    const last = mark.stroke.points[mark.stroke.points.length - 1];
    expect(last.x).toBeCloseTo(0.54, 5);
    expect(last.y).toBeCloseTo(0.6, 5);
    expect(screen.getAllByTestId('face-box')).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('draws a box from the keyboard, and Escape drops the one under way without leaving the dialog', async () => {
    const { onMark, stage } = renderStage({ tool: 'box' });
    stage.focus();
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowDown}{ArrowDown}{Enter}');
    expect(onMark).toHaveBeenCalledWith({
      kind: 'box',
      region: { x: 0.5, y: 0.5, width: expect.closeTo(0.04, 5), height: expect.closeTo(0.04, 5) },
    });
    const outside = jest.fn();
    document.addEventListener('keydown', outside);
    await userEvent.keyboard('{Enter}{ArrowLeft}');
    fireEvent.keyDown(stage, { key: 'Escape' });
    document.removeEventListener('keydown', outside);
    expect(outside).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    expect(onMark).toHaveBeenCalledTimes(1);
    // With nothing under way, Escape is the dialog's (it closes).
    const passed = jest.fn();
    document.addEventListener('keydown', passed);
    fireEvent.keyDown(stage, { key: 'Escape' });
    document.removeEventListener('keydown', passed);
    expect(passed).toHaveBeenCalled();
  });

  it('draws nothing before the picture is read', async () => {
    const { onMark, stage } = renderStage({ size: null });
    stage.focus();
    await userEvent.keyboard('{Enter}{ArrowRight}{Enter}');
    expect(onMark).not.toHaveBeenCalled();
    expect(screen.queryByTestId('face-box')).not.toBeInTheDocument();
  });
});
