// The dashboard's returns to origin by kind (decisions 0127, 0335): of the orders placed in the last 30 days that
// were delivered or returned, how many came back by how they are paid, by PIN area (the areas with the most returns)
// and by the risk score a cash order was placed with; and how many cash orders were paid online instead.
import type { CodScoreBand, ReturnsToOrigin30Days, RtoFigures } from '@chamak/shared/dashboard';

/** "12.5 %" (one decimal at most), or a dash while none ended. */
export function rateText(rate: number | null): string {
  if (rate === null) return '—';
  return `${(Math.round(rate * 1000) / 10).toLocaleString('en-IN')} %`;
}

const count = (n: number) => n.toLocaleString('en-IN');

const bandLabels: Record<CodScoreBand, string> = {
  '0-19': 'Score 0–19',
  '20-39': 'Score 20–39',
  '40-59': 'Score 40–59',
  '60-79': 'Score 60–79',
  '80-100': 'Score 80–100',
  'not scored': 'Not scored',
};

const cell = 'px-2 py-1.5 text-right tabular-nums';

/** One kind's rows: what they are, the orders that ended, those returned and the rate. */
function RtoTable({
  caption,
  rows,
  empty,
}: {
  caption: string;
  rows: (RtoFigures & { label: string })[];
  empty?: string;
}) {
  return (
    <div className="min-w-0">
      <table className="w-full text-sm">
        <caption className="mb-1 text-left text-sm font-semibold text-slate-800">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-xs text-slate-500">
            <th scope="col" className="px-2 py-1.5 text-left font-medium">
              <span className="sr-only">{caption}</span>
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Ended
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              RTO
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Rate
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={4} className="px-2 py-3 text-slate-500">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((r) => (
              <tr key={r.label}>
                <th scope="row" className="px-2 py-1.5 text-left font-medium text-slate-800">
                  {r.label}
                </th>
                <td className={`${cell} text-slate-600`}>{count(r.ended)}</td>
                <td className={`${cell} text-slate-600`}>{count(r.returned)}</td>
                <td className={`${cell} font-semibold text-slate-900`}>{rateText(r.rate)}</td>
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

export function ReturnsToOrigin({
  figures,
  failed,
}: {
  figures: ReturnsToOrigin30Days | undefined;
  failed: boolean;
}) {
  const title = 'Returns to origin (last 30 days)';
  return (
    <section
      aria-labelledby="panel-returns-to-origin"
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="panel-returns-to-origin" className="text-base font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-0.5 text-xs text-slate-500">
        Orders placed in the last 30 days that were delivered or came back (ended), and how many came back
        (RTO).
      </p>
      {!figures ? (
        <p className="py-6 text-center text-sm text-slate-500">{failed ? 'Not available.' : 'Loading...'}</p>
      ) : (
        <>
          <div className="mt-4 grid gap-6 md:grid-cols-3">
            <RtoTable
              caption="By payment"
              rows={[
                { label: 'Online', ...figures.byPayment.online },
                { label: 'COD', ...figures.byPayment.cod },
              ]}
            />
            <RtoTable
              caption="By PIN area"
              rows={figures.byArea.map((a) => ({ label: `${a.area}xxx`, ...a }))}
              empty="No order came back."
            />
            <RtoTable
              caption="By COD risk score"
              rows={figures.byCodScore.map((b) => ({ label: bandLabels[b.band], ...b }))}
            />
          </div>
          <dl className="mt-4 flex flex-wrap items-baseline gap-x-2 rounded-xl bg-slate-50 px-3 py-2">
            <dt className="text-sm text-slate-600">COD orders paid online instead</dt>
            <dd className="text-base font-bold text-slate-900 tabular-nums">
              {count(figures.convertedToPrepaid)}
            </dd>
          </dl>
        </>
      )}
    </section>
  );
}
