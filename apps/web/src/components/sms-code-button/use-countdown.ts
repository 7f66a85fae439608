import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seconds left until `deadline`, ticking once a second. Reading the clock on each tick (rather than
 * counting ticks) keeps it right when a background tab's timers are slowed down.
 */
export function useCountdown(): {
  remaining: number;
  start(seconds: number): void;
} {
  const [remaining, setRemaining] = useState(0);
  const deadline = useRef(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
  };

  const start = useCallback((seconds: number) => {
    stop();
    deadline.current = Date.now() + seconds * 1000;
    setRemaining(seconds);
    if (seconds <= 0) return;
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) stop();
    }, 1000);
  }, []);

  useEffect(() => stop, []);
  return { remaining, start };
}
