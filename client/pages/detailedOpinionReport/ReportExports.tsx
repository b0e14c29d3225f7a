import { useState } from 'react';
import { saveFile } from '../../lib/download.ts';
import { Button } from '../../ui/Button.tsx';
import styles from './DetailedOpinionReport.module.css';
import { reportPng, type PngHeading } from './report-png.ts';
import { reportCsv, type ReportFigures } from './report-rows.ts';

type ReportExportsProps = {
  report: ReportFigures & { slug: string };
  filtered: boolean;
  heading: PngHeading;
  /** While a filter change is on its way the figures shown are not yet the filter's. */
  disabled: boolean;
};

/** "Download CSV" and "Download PNG" of the report as shown, made in the browser from its figures. */
export function ReportExports({ report, filtered, heading, disabled }: ReportExportsProps) {
  const [error, setError] = useState<string | null>(null);
  const [drawing, setDrawing] = useState(false);
  const downloadPng = async () => {
    setDrawing(true);
    setError(null);
    try {
      saveFile(await reportPng(report, filtered, heading), `${report.slug}-report.png`);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The picture could not be made.');
    } finally {
      setDrawing(false);
    }
  };
  return (
    <div className={styles.exports}>
      <Button disabled={disabled} onClick={() => saveFile(new Blob([reportCsv(report, filtered)], { type: 'text/csv;charset=utf-8' }), `${report.slug}-report.csv`)}>
        Download CSV
      </Button>
      <Button onClick={() => void downloadPng()} disabled={disabled || drawing}>
        {drawing ? 'Drawing ...' : 'Download PNG'}
      </Button>
      {error ? (
        <span className={styles.exportError} role="alert">
          {error}
        </span>
      ) : null}
    </div>
  );
}
