import { AreaChart } from '@mantine/charts';

export interface RequestsPerDay {
  day: string;
  contact: number;
  estimate: number;
  callback: number;
  quoteRequest: number;
}

const series = [
  { name: 'contact', label: 'Contact messages', color: 'brand.7' },
  { name: 'estimate', label: 'Price estimates', color: 'bronze.7' },
  { name: 'callback', label: 'Call-back requests', color: 'teal.8' },
  { name: 'quoteRequest', label: 'Quote requests', color: 'grape.7' },
];

/** Requests per day over 90 days, by kind: loaded only on the dashboard (recharts is large). */
export default function RequestsChart({ data }: { data: RequestsPerDay[] }) {
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
