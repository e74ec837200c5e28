// The progress dialog's shared pieces: the outcome message, the counts with their times, and the
// error report button in its two behaviours (the people import's, the photo import's).
import { fireEvent, render, screen } from '@testing-library/react';
import { tFor } from '../../../../src/client/i18n';
import { ErrorReportButton, JobFigures, JobOutcomeMessage } from '../../../../src/client/widgets/progressDialog';

const t = tFor('zh-CN');
type Report = { n: number; useTimeStr?: string; tryMathRemainTime?: string };

describe('JobOutcomeMessage', () => {
  it('shows nothing while the job runs, green once it finished, red once it failed', () => {
    const { rerender } = render(<JobOutcomeMessage t={t} testId="m" messageKey={null} finished={false} failed={false} />);
    expect(screen.queryByTestId('m')).toBeNull();
    rerender(<JobOutcomeMessage t={t} testId="m" messageKey="import.complete" finished failed={false} />);
    expect(screen.getByTestId('m')).toHaveClass('positive');
    expect(screen.getByTestId('m')).toHaveTextContent(t('import.complete'));
    rerender(<JobOutcomeMessage t={t} testId="m" messageKey="import.operationFailed" finished={false} failed />);
    expect(screen.getByTestId('m')).toHaveClass('negative');
  });
});

describe('JobFigures', () => {
  it("draws the owner's counts and the times once the job has reported; the remaining time goes at the end", () => {
    const counts = jest.fn((p: Report) => <span data-testid="counts">{p.n}</span>);
    const { rerender } = render(<JobFigures t={t} progress={null as Report | null} ended={false} timesTestId="times" counts={counts} />);
    expect(screen.queryByTestId('times')).toBeNull();
    expect(counts).not.toHaveBeenCalled();
    const progress = { n: 7, useTimeStr: '3秒', tryMathRemainTime: '4秒' };
    rerender(<JobFigures t={t} progress={progress} ended={false} timesTestId="times" counts={counts} />);
    expect(screen.getByTestId('counts')).toHaveTextContent('7');
    expect(screen.getByTestId('times')).toHaveClass('times');
    expect(screen.getByTestId('times')).toHaveTextContent('已用时 3秒 · 预计剩余 4秒');
    rerender(<JobFigures t={t} progress={progress} ended timesTestId="times" counts={counts} />);
    expect(screen.getByTestId('times')).not.toHaveTextContent('预计剩余');
  });
});

describe('ErrorReportButton', () => {
  it('shows by default only with an error key, and hands the key on', () => {
    const onReport = jest.fn();
    const { rerender } = render(<ErrorReportButton t={t} testId="b" errorKey={null} onReport={onReport} />);
    expect(screen.queryByTestId('b')).toBeNull();
    rerender(<ErrorReportButton t={t} testId="b" errorKey="k1" onReport={onReport} />);
    expect(screen.getByTestId('b')).toHaveTextContent(t('import.downloadErrors'));
    // a double click asks for the report once
    fireEvent.click(screen.getByTestId('b'));
    fireEvent.click(screen.getByTestId('b'));
    expect(onReport.mock.calls).toEqual([['k1']]);
  });

  it('shown before its key it is disabled until the key comes', () => {
    const onReport = jest.fn();
    const { rerender } = render(<ErrorReportButton t={t} testId="b" errorKey={null} onReport={onReport} shown />);
    expect(screen.getByTestId('b')).toBeDisabled();
    rerender(<ErrorReportButton t={t} testId="b" errorKey="k2" onReport={onReport} shown />);
    expect(screen.getByTestId('b')).toBeEnabled();
  });

  it('shown early (the people import), a second click at once is ignored too', () => {
    const onReport = jest.fn();
    render(<ErrorReportButton t={t} testId="b" errorKey="k3" onReport={onReport} shown />);
    fireEvent.click(screen.getByTestId('b'));
    fireEvent.click(screen.getByTestId('b'));
    expect(onReport).toHaveBeenCalledTimes(1);
  });
});
