import { AreaChart } from '@mantine/charts';

import {
  REQUEST_KINDS,
  REQUEST_KIND_LABELS,
  type RequestKind,
  type RequestsOnDay,
} from '#server/modules/dashboard/dashboard.choices';

const COLORS: Record<RequestKind, string> = {
  contact: 'brand.7',
  estimate: 'bronze.7',
  callback: 'teal.8',
  quoteRequest: 'grape.7',
  booking: 'blue.8',
  reservation: 'orange.8',
};

/** One series per kind of request, each named in the legend. */
const series = REQUEST_KINDS.map((name) => ({ name, label: REQUEST_KIND_LABELS[name], color: COLORS[name] }));

/** Requests per day over 90 days, by kind: loaded only on the dashboard (recharts is large). */
export default function RequestsChart({ data }: { data: RequestsOnDay[] }) {
  return (
    <AreaChart
      h={260}
      data={data.map((row) => ({ ...row, label: row.day.slice(5) }))}
      dataKey="label"
      type="stacked"
      series={series}
      curveType="monotone"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="y"
      xAxisProps={{ minTickGap: 24 }}
      yAxisProps={{ allowDecimals: false, width: 32 }}
      withDots={false}
    />
  );
}
