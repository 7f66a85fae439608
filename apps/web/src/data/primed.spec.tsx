import { act, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { PrimedKeysContext, usePrimed } from './first-screen';
import { queryKeys } from './query-keys';
import { unstable_serialize } from 'swr';

const key = queryKeys.site.params;

/** The code of a lazy part: not here at first (its renders suspend), then here. */
const code = { here: false, arrived: Promise.resolve(), arrive: () => undefined as void };
code.arrived = new Promise<void>((resolve) => {
  code.arrive = () => {
    code.here = true;
    resolve();
  };
});

function Reader({ id, lazy = false }: { id: string; lazy?: boolean }) {
  const primed = usePrimed(key);
  // Suspends after reading, as a part whose code has not arrived does: React throws this render away and redoes it.
  if (lazy && !code.here) throw code.arrived;
  return <span data-testid={id}>{primed ? 'primed' : 'fetch'}</span>;
}

describe('usePrimed', () => {
  it('answers a redone render as the first one, and only mounts after the committed one revalidate', async () => {
    const unread = new Set([unstable_serialize(key)]);
    function Page() {
      const [later, setLater] = useState(false);
      return (
        <>
          <Suspense fallback={<span>加载中</span>}>
            <Reader id="first" lazy />
          </Suspense>
          {later ? <Reader id="later" /> : <button onClick={() => setLater(true)}>再挂一个</button>}
        </>
      );
    }
    render(
      <PrimedKeysContext.Provider value={unread}>
        <Page />
      </PrimedKeysContext.Provider>,
    );
    expect(screen.getByText('加载中')).toBeInTheDocument();
    // Nothing committed yet: the key is still there for the render that will be kept.
    expect(unread.size).toBe(1);
    await act(async () => {
      code.arrive();
      await code.arrived;
      // React shows a boundary's content no sooner than its fallback throttle allows.
      await new Promise((resolve) => setTimeout(resolve, 400));
    });
    expect(screen.getByTestId('first')).toHaveTextContent('primed');
    expect(unread.size).toBe(0);
    act(() => screen.getByRole('button', { name: '再挂一个' }).click());
    expect(screen.getByTestId('later')).toHaveTextContent('fetch');
  });
});
