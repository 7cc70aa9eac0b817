import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { LoadErrorAlert } from '../../../components/feedback/load-error-alert';

/** A query's three states where its data goes: a placeholder, the error with Retry, or the content. */
export function QueryView<T>({
  query,
  what,
  height = 240,
  children,
}: {
  query: UseQueryResult<T>;
  /** The data's name as a sentence's subject: "The box score". */
  what: string;
  height?: number;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError) {
    return <LoadErrorAlert what={what} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <Skeleton role="status" variant="rounded" height={height} aria-label={`${what} is loading`} />;
}

/** A titled part of a tab: an h2 and its content, as a named region. */
export function GameSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5} sx={{ mb: 4, minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}
