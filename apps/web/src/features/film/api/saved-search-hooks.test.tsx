import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppConfig, SavedSearch } from '@all22/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppConfigProvider } from '../../../config/app-config-context';
import { testAppConfig } from '../../../testing/fixtures';
import { useAddSavedSearch } from './add-saved-search';
import { useDeleteSavedSearch } from './delete-saved-search';
import { useSavedSearches } from './get-saved-searches';
import { useOpenSavedSearch } from './open-saved-search';

/**
 * The hooks against a small stateful API on loopback (one user's searches in memory): each
 * mutation must leave the list the hook shows as the server has it.
 */
describe('the saved film search hooks', () => {
  const searches: SavedSearch[] = [];
  let listReads = 0;
  let server: Server;
  let config: AppConfig;

  const toSearch = (label: string, filterExpression: string): SavedSearch => ({
    userId: 'film-student',
    label,
    filterExpression,
    createdAt: new Date().toISOString(),
    lastOpenedAt: null,
    matchingPlays: 40,
    newPlays: 2,
  });

  beforeAll(async () => {
    server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        const url = new URL(request.url ?? '', 'http://loopback');
        const body = (text ? JSON.parse(text) : {}) as { label?: string; filterExpression?: string };
        const answer = (status: number, json: unknown) => {
          response.statusCode = status;
          response.setHeader('content-type', 'application/json');
          response.end(JSON.stringify(json));
        };
        const index = (label: string | null | undefined) =>
          searches.findIndex((search) => search.label === label);
        switch (`${request.method} ${url.pathname}`) {
          case 'GET /api/videos/filmSavedSearches':
            listReads += 1;
            return answer(200, { savedSearches: searches });
          case 'PUT /api/videos/addSavedSearch': {
            const saved = toSearch(body.label ?? '', body.filterExpression ?? '');
            searches.unshift(saved);
            return answer(200, { savedSearch: saved, replaced: false });
          }
          case 'DELETE /api/videos/deleteSavedSearch':
            searches.splice(index(url.searchParams.get('label')), 1);
            return answer(200, { deleted: true });
          case 'POST /api/videos/openSavedSearch': {
            const opened = { ...searches[index(body.label)], newPlays: 0 } as SavedSearch;
            searches[index(body.label)] = opened;
            return answer(200, { savedSearch: opened });
          }
          default:
            return answer(404, { message: 'not found', statusCode: 404 });
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    config = { ...testAppConfig, apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the list again after a save and a delete, and shows an opened search without new plays', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <AppConfigProvider config={config}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AppConfigProvider>
    );
    const { result } = renderHook(
      () => ({
        list: useSavedSearches('Film-Student'),
        add: useAddSavedSearch(),
        remove: useDeleteSavedSearch(),
        open: useOpenSavedSearch(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.data).toEqual([]));

    await act(() =>
      result.current.add.mutateAsync({
        userId: 'film-student',
        label: 'Blitzes',
        filterExpression: 'blitz=true',
      }),
    );
    await waitFor(() => expect(result.current.list.data?.map((search) => search.label)).toEqual(['Blitzes']));

    const readsBeforeOpen = listReads;
    await act(() => result.current.open.mutateAsync({ userId: 'FILM-STUDENT', label: 'Blitzes' }));
    await waitFor(() => expect(result.current.list.data?.[0]?.newPlays).toBe(0));
    expect(listReads).toBe(readsBeforeOpen);

    await act(() => result.current.remove.mutateAsync({ userId: 'Film-Student', label: 'Blitzes' }));
    await waitFor(() => expect(result.current.list.data).toEqual([]));
  });
});
