import type { RejectionAnalyzerResult } from '@paperlight/api-client';
import { ProgressRing, StatStrip } from '@paperlight/ui-kit';
import { ApcRevenueChart, CitationsChart, DonutChart, TimeToPublicationChart } from '../charts';
import { DateRangePicker } from '../DateRangePicker';
import { JournalFilter } from '../JournalFilter';
import { ManuscriptsTable } from '../ManuscriptsTable';
import { formatCount, percentOf } from '../report';
import * as styles from './RejectionsDemo.css';

export interface RejectionsReportProps {
  result: RejectionAnalyzerResult;
  signUpUrl: string;
}

function StatCard({
  title,
  ringLabel,
  first,
  second,
}: {
  title: string;
  ringLabel: string;
  first: { label: string; value: number };
  second: { label: string; value: number };
}) {
  const total = first.value + second.value;
  return (
    <section className={styles.statCard} aria-label={title}>
      <ProgressRing value={percentOf(first.value, total)} label={ringLabel} />
      <div className={styles.statBody}>
        <h3 className={styles.statTitle}>{title}</h3>
        <StatStrip label={first.label} value={formatCount(first.value)} percent={percentOf(first.value, total)} />
        <StatStrip label={second.label} value={formatCount(second.value)} percent={percentOf(second.value, total)} />
      </div>
    </section>
  );
}

/** The ready report: filters, the two stat cards, five charts and the manuscripts table. */
export function RejectionsReport({ result, signUpUrl }: RejectionsReportProps) {
  const { flags } = result;
  return (
    <>
      <div className={styles.filters}>
        <JournalFilter journals={result.publishedJournalsFilter.map((entry) => entry.item)} signUpUrl={signUpUrl} />
        <DateRangePicker signUpUrl={signUpUrl} />
      </div>
      <div className={styles.cards}>
        <StatCard
          title="Published vs Not Published"
          ringLabel="Published"
          first={{ label: 'Published', value: flags.published }}
          second={{ label: 'Not Published', value: flags.notPublished }}
        />
        <StatCard
          title="Open Access vs Not Open Access"
          ringLabel="Open Access"
          first={{ label: 'Open Access', value: flags.oa }}
          second={{ label: 'Not Open Access', value: flags.nonOa }}
        />
      </div>
      <div className={styles.grid}>
        <DonutChart title="Top Publishers" itemName="Publisher" items={result.publishers.data} emptyMessage="No publisher data available" />
        <DonutChart title="Top Journals" itemName="Journal" items={result.journals.data} emptyMessage="No journal data available" />
        <TimeToPublicationChart entries={result.dateDifference} />
        <CitationsChart entries={result.citationsRecieved} />
        <div className={styles.wide}>
          <ApcRevenueChart entries={result.apcAmount} />
        </div>
      </div>
      <ManuscriptsTable rows={result.publishedManuscripts.data} />
    </>
  );
}
