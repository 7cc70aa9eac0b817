import { useEffect } from 'react';

/** The short product suffix every page title carries (spec: "<page> | All22"). */
export const PRODUCT_NAME = 'All22';

export function formatPageTitle(page: string): string {
  const trimmed = page.trim();
  return trimmed ? `${trimmed} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}

/** Sets document.title verbatim, for the few titles the spec fixes exactly ("404 Not Found"). */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Sets document.title to "<page> | All22". */
export function usePageTitle(page: string): void {
  useDocumentTitle(formatPageTitle(page));
}
