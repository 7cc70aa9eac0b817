import { useEffect, useState } from 'react';

/** The current time, renewed every `intervalMs`, so time-ago labels move on ("Just now" → "1m ago"). */
export function useNow(intervalMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
