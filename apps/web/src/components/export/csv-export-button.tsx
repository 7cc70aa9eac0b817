import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { isApiRequestError } from '../../lib/api-client';
import { downloadBlob } from '../../lib/download-blob';

/** CSV text built in the browser: with a byte-order mark so spreadsheet apps read the UTF-8. */
const textToBlob = (text: string) => new Blob(['\uFEFF', text], { type: 'text/csv;charset=utf-8' });

/**
 * "Export CSV". `buildCsv` gives the file when clicked: text built from what the page holds (the
 * rows on screen), or a promise of the file the server sends (a whole table over all its pages),
 * during which the button says so; a failed download says why beside the button.
 */
export function CsvExportButton({
  buildCsv,
  fileName,
  disabled = false,
}: {
  buildCsv: () => string | Promise<Blob>;
  fileName: string;
  disabled?: boolean;
}) {
  const [isExporting, setIsExporting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onClick = async () => {
    setError(null);
    const csv = buildCsv();
    if (typeof csv === 'string') {
      downloadBlob(textToBlob(csv), fileName);
      return;
    }
    setIsExporting(true);
    try {
      downloadBlob(await csv, fileName);
    } catch (failure) {
      const why = isApiRequestError(failure) ? failure.message : 'Try again.';
      setError(`The CSV could not be downloaded. ${why}`);
    } finally {
      setIsExporting(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      {error !== null && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
      <Button
        variant="outlined"
        size="small"
        startIcon={<DownloadIcon />}
        disabled={disabled || isExporting}
        onClick={() => void onClick()}
        sx={{ flexShrink: 0 }}
      >
        {isExporting ? 'Exporting…' : 'Export CSV'}
      </Button>
    </Stack>
  );
}
