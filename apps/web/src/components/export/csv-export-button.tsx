import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';

/** Hands `text` to the browser as a file download named `fileName`. */
function downloadText(text: string, fileName: string, type: string): void {
  // A byte-order mark so spreadsheet apps read the UTF-8 (names, the "—" of missing values).
  const url = URL.createObjectURL(new Blob(['\uFEFF', text], { type }));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has been handled: the download has its own reference by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** "Export CSV": downloads the table as shown (built when clicked, so it is always the rows on screen). */
export function CsvExportButton({
  buildCsv,
  fileName,
  disabled = false,
}: {
  buildCsv: () => string;
  fileName: string;
  disabled?: boolean;
}) {
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      disabled={disabled}
      onClick={() => downloadText(buildCsv(), fileName, 'text/csv;charset=utf-8')}
    >
      Export CSV
    </Button>
  );
}
