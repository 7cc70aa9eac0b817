import { type IncomingHttpHeaders, get as httpGet } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent: not decompressed, unlike fetch's. */
  body: Buffer;
}

/**
 * A GET with exactly these headers, its body as the bytes on the wire: fetch adds headers of its
 * own (Accept-Encoding; Cache-Control: no-cache on conditional requests) and decodes what it gets.
 */
export function requestRaw(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise<RawAnswer>((resolve, reject) => {
    httpGet(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    }).on('error', reject);
  });
}
