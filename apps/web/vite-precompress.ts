import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files worth compressing. index.html is not here: the server renders it per answer. */
const COMPRESSIBLE_FILE = /\.(?:js|mjs|css|svg|json|txt)$/;
/** Smaller files gain less than their framing costs. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipBuffer = promisify(gzip);

async function listFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `<file>.br` and `<file>.gz` beside a file when each is smaller than the file. */
async function precompressFile(file: string): Promise<void> {
  const body = await readFile(file);
  if (body.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipBuffer(body, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([
    br.length < body.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < body.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * Compresses the build's text files once, at the highest levels (brotli 11, gzip 9), so the server
 * sends them as they are (@fastify/static's preCompressed) and never spends a request on it.
 */
export function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'all22-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await listFiles(outDir)).filter((file) => COMPRESSIBLE_FILE.test(file));
      await Promise.all(files.map(precompressFile));
    },
  };
}
